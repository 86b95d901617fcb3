! batch_gtsv.f90 -- many independent tridiagonal systems in one call, the
! pattern of ADI (alternating direction implicit) and line-implicit codes.
! A code that solves its grid lines one by one,
!     do j = 1, ny
!       call dgtsv(nx, 1, dl(1,j), d(1,j), du(1,j), b(1,j), nx, info)  ! LAPACK
!     end do
! hands all of them to gpusolve at once, with the arrays it already has
! (one line per column, LDS and LDB apart):
!     call gpu_dgtsv_cr_batch(nx, ny, dl, d, du, lds, b, ldb, info)
!     call gpu_dgtsv_spike_batch(nx, ny, dl, d, du, lds, b, ldb, info)
! One call keeps the GPU busy with every line at once, where a loop of
! single solves would launch ny small ones.  DL, D and DU are left as they
! are (LAPACK's DGTSV overwrites them), so the matrices of a time-stepping
! loop whose coefficients do not change need to be set up only once.
!
! The problem: the first half step of the Peaceman-Rachford ADI scheme for
! the advection-diffusion (heat) equation with a variable conductivity,
!     u_t + v u_x = (kappa u_x)_x + (kappa u_y)_y   on the unit square,
! u = 0 on the boundary, on an nx-by-ny grid of interior points (h = 1/(nx+1),
! here nx = ny = 1024).  The half step is implicit in x, explicit in y:
!     (I + s Ax) u* = (I - s Ay) u,    s = dt/2,
! Ax the centred diffusion and upwind advection in x, Ay the diffusion in y.
! Every grid line j of constant y is one tridiagonal system of order nx;
! the ny lines are independent, each with its own coefficients (kappa varies
! along y too).  r = dt/h^2 = 10: a step 40 times longer than an explicit
! scheme allows (r <= 1/4 for kappa = 1).  The matrix I + s Ax has the diagonal
! 1 + (r/2)(kappa_w + kappa_e) + c and the off-diagonals -(r/2) kappa_w - c
! (west) and -(r/2) kappa_e (east), c = v dt/(2h) the upwind term: strictly
! diagonally dominant by rows and columns (by 1), an M-matrix, so cyclic
! reduction, which does not pivot, is safe; the advection term makes it
! non-symmetric, so DL and DU mixed up would not go unnoticed.
!
! The program solves the ny systems with LAPACK's DGTSV line by line and
! with gpu_dgtsv_cr_batch and gpu_dgtsv_spike_batch, and prints the backend,
! the times (the first gpusolve call also pays the one-time set-up, so each
! routine is timed twice) and the largest difference from LAPACK relative to
! the largest |x| of the same line.
!
! Tolerance: each row is dominant by 1, so ||A^-1||_inf <= 1, while
! ||A||_inf <= 1 + 2 ((r/2)(1.5 + 1.5) + c) < 32: kappa_inf(A) < 32.
! Backward stable solvers agree to a small multiple of 32 * 1.1e-16 per line;
! TOL = 1e-12 leaves a margin of about 300.  Exit status 1 when a solver
! reports an error or disagrees with LAPACK beyond TOL.
program batch_gtsv
  use, intrinsic :: iso_c_binding, only: c_double
  use, intrinsic :: iso_fortran_env, only: int64
  use gpusolve
  implicit none
  integer, parameter :: dp = c_double
  ! Grid, and the distances between consecutive lines in DL, D, DU (lds) and
  ! in B (ldb): the arrays are dimensioned (lds, ny) and (ldb, ny).  lds = ldb
  ! = nx is the dense case; a code that pads its lines passes its padded
  ! leading dimension instead.
  integer(gpu_int), parameter :: nx = 1024, ny = 1024, lds = nx, ldb = nx
  real(dp), parameter :: r = 10, vel = 1, tol = 1.0e-12_dp
  real(dp), parameter :: pi = 3.14159265358979323846_dp
  external :: dgtsv                       ! LAPACK, implicit interface
  real(dp), allocatable :: dl(:, :), d(:, :), du(:, :), rhs(:, :), xlap(:, :)
  real(dp) :: h, c, tlap
  logical :: ok_cr, ok_spike

  print '(a)', 'batched tridiagonal solves (ADI half step): gpusolve ' // gpu_version() // &
               ', backend ' // gpu_backend_name(gpu_get_backend()) // ', device "' // &
               gpu_device_name() // '"'
  print '(a, i0, a, i0, a, i0, a, i0)', ' ', ny, ' systems of order ', nx, ', lds = ', lds, &
                                        ', ldb = ', ldb

  h = 1.0_dp / (nx + 1)
  c = vel * (r * h * h) / (2 * h)         ! v dt / (2h), dt = r h^2
  allocate(dl(lds, ny), d(lds, ny), du(lds, ny), rhs(ldb, ny), xlap(ldb, ny))
  call set_up(dl, d, du, rhs)

  call solve_lapack(xlap, tlap)
  if (tlap < 0) stop 1
  call print_time('LAPACK dgtsv, line by line', tlap)

  ok_cr = run('cr')
  ok_spike = run('spike')
  call gpu_finalize()
  if (.not. (ok_cr .and. ok_spike)) stop 1

contains

  ! Conductivity kappa(x, y) in [0.5, 1.5], smooth, varying in both
  ! directions (so every line has its own matrix).
  pure real(dp) function kappa(x, y)
    real(dp), intent(in) :: x, y
    kappa = 1 + 0.5_dp * sin(2 * pi * x) * cos(3 * pi * y)
  end function kappa

  ! The systems of the x half step, line j (y = j h) in column j, row i
  ! (x = i h); kw and ke: kappa at the cell faces x = (i -+ 1/2) h.  The
  ! right-hand side is the explicit y half step applied to the initial field
  ! u0 = sin(pi x) sin(pi y) (1 + x y), zero on the boundary.
  subroutine set_up(dl, d, du, rhs)
    real(dp), intent(out) :: dl(:, :), d(:, :), du(:, :), rhs(:, :)
    real(dp) :: x, y, kw, ke, ks, kn, us, un, u
    integer :: i, j
    do j = 1, ny
      y = j * h
      do i = 1, nx
        x = i * h
        kw = kappa(x - h / 2, y)
        ke = kappa(x + h / 2, y)
        d(i, j) = 1 + (r / 2) * (kw + ke) + c
        ! The face x + h/2 couples rows i and i+1: A(i, i+1) (row i's east
        ! neighbour) and A(i+1, i) (row i+1's west neighbour, with the upwind
        ! term).  At i = nx the face is the boundary, and entry nx of DL and
        ! DU is not referenced.
        du(i, j) = -(r / 2) * ke
        dl(i, j) = -(r / 2) * ke - c
        ks = kappa(x, y - h / 2)
        kn = kappa(x, y + h / 2)
        u = u0(x, y)
        us = u0(x, y - h)
        un = u0(x, y + h)
        rhs(i, j) = u + (r / 2) * (kn * (un - u) - ks * (u - us))
      end do
    end do
  end subroutine set_up

  pure real(dp) function u0(x, y)
    real(dp), intent(in) :: x, y
    u0 = sin(pi * x) * sin(pi * y) * (1 + x * y)
  end function u0

  ! One line per timing, the times in one column.
  subroutine print_time(what, t)
    character(len=*), intent(in) :: what
    real(dp), intent(in) :: t
    character(len=36) :: text
    text = what
    print '(3x, a, f10.4, " s")', text, t
  end subroutine print_time

  real(dp) function seconds(t0)
    integer(int64), intent(in) :: t0
    integer(int64) :: t1, rate
    call system_clock(t1, rate)
    seconds = real(t1 - t0, dp) / real(rate, dp)
  end function seconds

  ! LAPACK, one line at a time, on copies (dgtsv overwrites dl, d, du).
  ! t < 0 when a line fails.
  subroutine solve_lapack(x, t)
    real(dp), intent(out) :: x(:, :), t
    real(dp), allocatable :: dl2(:, :), d2(:, :), du2(:, :)
    integer :: j, linfo
    integer(int64) :: t0
    allocate(dl2(lds, ny), d2(lds, ny), du2(lds, ny))
    dl2 = dl; d2 = d; du2 = du; x = rhs
    call system_clock(t0)
    do j = 1, ny
      call dgtsv(int(nx), 1, dl2(1, j), d2(1, j), du2(1, j), x(1, j), int(ldb), linfo)
      if (linfo /= 0) then
        print '(a, i0, a, i0)', ' dgtsv: line ', j, ': INFO = ', linfo
        t = -1
        return
      end if
    end do
    t = seconds(t0)
  end subroutine solve_lapack

  ! One batch routine, twice, then its agreement with LAPACK.
  logical function run(alg) result(ok)
    character(len=*), intent(in) :: alg
    real(dp), allocatable :: b(:, :)
    real(dp) :: t1, t2, diff
    integer(gpu_int) :: info
    integer(int64) :: t0
    integer :: j
    character(len=:), allocatable :: name

    name = 'gpu_dgtsv_' // alg // '_batch'
    allocate(b(ldb, ny))
    b = rhs
    call system_clock(t0)
    call solve(alg, b, info)
    t1 = seconds(t0)
    t2 = 0
    if (info == 0) then
      b = rhs
      call system_clock(t0)
      call solve(alg, b, info)
      t2 = seconds(t0)
    end if
    if (info /= 0) then
      call explain(name, info)
      ok = .false.
      return
    end if

    diff = 0
    do j = 1, ny
      diff = max(diff, maxval(abs(b(1:nx, j) - xlap(1:nx, j))) / maxval(abs(xlap(1:nx, j))))
    end do
    ok = diff <= tol
    call print_time(name // ' (first call)', t1)
    call print_time(name, t2)
    print '(a, es9.2, a, es7.1, a)', '     max over lines of max|x - x_lapack| / max|x_lapack| = ', &
      diff, '  (tolerance ', tol, ')'
    if (ok) then
      print '(a)', '     ok: ' // name // ' agrees with dgtsv'
    else
      print '(a)', '     FAILED: ' // name // ' and dgtsv disagree'
    end if
  end function run

  subroutine solve(alg, b, info)
    character(len=*), intent(in) :: alg
    real(dp), intent(inout) :: b(:, :)
    integer(gpu_int), intent(out) :: info
    if (alg == 'cr') then
      ! Cyclic reduction: no pivoting, for diagonally dominant or SPD lines.
      call gpu_dgtsv_cr_batch(nx, ny, dl, d, du, lds, b, ldb, info)
    else
      ! SPIKE with pivoting: any nonsingular lines.
      call gpu_dgtsv_spike_batch(nx, ny, dl, d, du, lds, b, ldb, info)
    end if
  end subroutine solve

  ! What a nonzero INFO says.  INFO = k*N + i > 0 names the first system
  ! (k counted from 0: line k+1 here) that was not solved and its row i; the
  ! other lines are solved.
  subroutine explain(name, info)
    character(len=*), intent(in) :: name
    integer(gpu_int), intent(in) :: info
    integer(gpu_int) :: k, i
    if (info > 0) then
      k = (info - 1) / nx
      i = info - k * nx
      print '(a, i0, a, i0, a, i0, a)', ' ' // name // ': INFO = ', info, ': line ', k + 1, &
        ' not solved (row ', i, ')'
    else
      print '(a, i0, a)', ' ' // name // ': INFO = ', info, ' (' // gpu_strerror(info) // ')'
    end if
  end subroutine explain

end program batch_gtsv
