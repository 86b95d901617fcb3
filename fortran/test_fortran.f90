! test_fortran.f90 -- make check: the Fortran faces of gpusolve.
!
! What is tested is the interface, not the solver (testing/ does that on the
! whole matrix gallery): that `use gpusolve` and the F77 entry points pass
! every argument where the C routine expects it, with the right kinds.  So
! each path solves small diagonally dominant systems with a known solution
! (odd sizes, several right-hand sides, LDB > N) in double and double complex,
! and checks
!   - INFO = 0, the residual ||B - A X|| / (||A|| ||X|| eps) below 30 (the
!     threshold of LAPACK's TESTING/LIN), the error against the known solution;
!   - DL, D, DU untouched and the rows of B below N untouched;
!   - the illegal-argument exits: LDB too small gives INFO = -7 (and N < 0,
!     NRHS < 0 give -1, -2), reported by exactly one call of the xerbla
!     handler, which this program replaces through gpu_set_xerbla (so the
!     type(c_funptr) binding is exercised too), with B untouched;
!   - the runtime routines and the string wrappers.
! The F77 calls are made in fortran/test_fortran_f77.f90, a separate file:
! within one file gfortran would check GPU_DGTSV_SPIKE against the bind(C)
! interface of the same name, which takes scalars by value.
! Paths: module (host and _dev) and F77 (host and _dev), on every backend
! this machine has; the _dev forms only on the CPU backend, where device
! arrays are host arrays (this program has no way to allocate GPU memory).
! Prints one line per check, then "N passed, M failed"; a failure stops with
! a non-zero status.

! Records what the library reports instead of printing it.
module gs_test_fortran_aux
  use, intrinsic :: iso_c_binding, only: c_char, c_null_char
  use gpusolve, only: gpu_int
  implicit none
  integer :: xerbla_calls = 0
  integer(gpu_int) :: xerbla_arg = 0
  character(len=32) :: xerbla_name = ''
contains
  subroutine record_xerbla(srname, i) bind(C)
    character(kind=c_char), dimension(*), intent(in) :: srname
    integer(gpu_int), value :: i
    integer :: k
    xerbla_calls = xerbla_calls + 1
    xerbla_arg = i
    xerbla_name = ''
    do k = 1, len(xerbla_name)
      if (srname(k) == c_null_char) exit
      xerbla_name(k:k) = srname(k)
    end do
  end subroutine record_xerbla
end module gs_test_fortran_aux

program test_fortran
  use, intrinsic :: iso_c_binding
  use gpusolve
  use gs_test_fortran_aux
  implicit none
  integer, parameter :: dp = c_double, zp = c_double_complex
  ! Sizes: trivial ones, and odd ones that do not split evenly into partitions.
  integer(gpu_int), parameter :: sizes(5) = [1, 2, 3, 257, 10007]
  real(dp), parameter :: thresh = 30
  integer(c_int), parameter :: backends(2) = [GPU_BACKEND_CPU, GPU_BACKEND_CUDA]
  integer :: npass = 0, nfail = 0, ib, is
  integer(c_int) :: backend, rc
  type(c_funptr) :: previous, mine
  character(len=:), allocatable :: text

  text = gpu_version()
  call check('gpu_version() = "' // text // '" has the form M.m.p', &
             len(text) >= 5 .and. scan(text, '.') > 1 .and. verify(text, '0123456789.') == 0)
  call check('gpu_backend_name(GPU_BACKEND_CPU) = "cpu"', gpu_backend_name(GPU_BACKEND_CPU) == 'cpu')
  call check('gpu_backend_name(GPU_BACKEND_CUDA) = "cuda"', gpu_backend_name(GPU_BACKEND_CUDA) == 'cuda')
  call check('gpu_backend_name(99) = "unknown"', gpu_backend_name(99_c_int) == 'unknown')
  call check('gpu_strerror(0) is a text', len(gpu_strerror(0_gpu_int)) > 0)
  call check('gpu_strerror(GPU_ERR_DEVICE_MEMORY) differs from (GPU_ERR_CUDA)', &
             gpu_strerror(GPU_ERR_DEVICE_MEMORY) /= gpu_strerror(GPU_ERR_CUDA))
  call check('gpu_set_backend(99) = -1', gpu_set_backend(99_c_int) == -1)

  mine = c_funloc(record_xerbla)
  previous = gpu_set_xerbla(mine)
  call check('gpu_set_xerbla returns the previous (default) handler', c_associated(previous))

  do ib = 1, size(backends)
    backend = backends(ib)
    if (backend == GPU_BACKEND_CUDA) then
      if (gpu_cuda_available() /= 1) then
        print '(a)', 'SKIP   cuda backend: not built or no usable device'
        call check('gpu_set_backend(GPU_BACKEND_CUDA) = GPU_ERR_NO_BACKEND', &
                   gpu_set_backend(backend) == GPU_ERR_NO_BACKEND)
        cycle
      end if
    end if
    rc = gpu_set_backend(backend)
    call check('gpu_set_backend(' // gpu_backend_name(backend) // ') = 0', rc == 0)
    if (rc /= 0) cycle
    call check('gpu_get_backend() = ' // gpu_backend_name(backend), gpu_get_backend() == backend)
    print '(a)', '      backend ' // gpu_backend_name(gpu_get_backend()) // &
                 ', device "' // gpu_device_name() // '"'
    do is = 1, size(sizes)
      call solve_d(sizes(is), 3_gpu_int, 'module')
      call solve_z(sizes(is), 2_gpu_int, 'module')
      call solve_d(sizes(is), 1_gpu_int, 'f77')
      call solve_z(sizes(is), 3_gpu_int, 'f77')
      if (backend == GPU_BACKEND_CPU) then
        call solve_d(sizes(is), 2_gpu_int, 'module _dev')
        call solve_z(sizes(is), 1_gpu_int, 'module _dev')
        call solve_d(sizes(is), 3_gpu_int, 'f77 _dev')
        call solve_z(sizes(is), 2_gpu_int, 'f77 _dev')
      end if
    end do
    call errors_d('module')
    call errors_d('f77')
    call errors_z('module')
    call errors_z('f77')
  end do

  previous = gpu_set_xerbla(c_null_funptr)
  call check('gpu_set_xerbla(c_null_funptr) returns the handler it replaces', &
             c_associated(previous, mine))
  rc = gpu_set_backend(GPU_BACKEND_AUTO)
  call gpu_finalize()

  deallocate(text)
  print '(i0, " passed, ", i0, " failed")', npass, nfail
  if (nfail > 0) error stop 1

contains

  subroutine check(what, ok)
    character(len=*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      npass = npass + 1
      print '(a)', 'ok     ' // what
    else
      nfail = nfail + 1
      print '(a)', 'FAILED ' // what
    end if
  end subroutine check

  function itoa(i) result(s)
    integer, intent(in) :: i
    character(len=:), allocatable :: s
    character(len=12) :: buf
    write (buf, '(i0)') i
    s = trim(buf)
  end function itoa

  function label(prec, path, n, nrhs) result(s)
    character(len=*), intent(in) :: prec, path
    integer(gpu_int), intent(in) :: n, nrhs
    character(len=:), allocatable :: s
    s = 'gpu_' // prec // 'gtsv_spike ' // path // ' ' // gpu_backend_name(gpu_get_backend()) &
        // ' n=' // itoa(n) // ' nrhs=' // itoa(nrhs)
  end function label

  ! Entries of a reproducible diagonally dominant test matrix (which = 0: the
  ! diagonal, 4 + [-1,1]; otherwise [-1,1]), well conditioned: kappa_inf <= 9.
  pure real(dp) function elem(i, which)
    integer, intent(in) :: i, which
    elem = sin(real(7 * i + 3 * which, dp))
    if (which == 0) elem = 4 + elem
  end function elem

  ! The checks after a successful solve.  normA: ||A||_inf; r: A X - B
  ! column by column; x, x0: computed and true solutions.
  subroutine check_solution(what, anorm, rnorm, xnorm, err, untouched)
    character(len=*), intent(in) :: what
    real(dp), intent(in) :: anorm, rnorm(:), xnorm(:), err
    logical, intent(in) :: untouched
    call check(what // ': residual ||B-AX||/(||A|| ||X|| eps) < 30', &
               all(rnorm <= thresh * anorm * xnorm * epsilon(1.0_dp)))
    call check(what // ': relative error against the known solution < 1e3 eps', &
               err < 1000 * epsilon(1.0_dp))
    call check(what // ': DL, D, DU and the rows of B below N unchanged', untouched)
  end subroutine check_solution

  ! One illegal-argument case: INFO = -iarg, one handler call naming the
  ! routine and the argument, the arrays untouched.
  subroutine check_error(what, info, iarg, routine, untouched)
    character(len=*), intent(in) :: what, routine
    integer(gpu_int), intent(in) :: info
    integer, intent(in) :: iarg
    logical, intent(in) :: untouched
    call check(what // ': INFO = ' // itoa(info) // ', ' // itoa(xerbla_calls) // &
               ' xerbla call(s) "' // trim(xerbla_name) // '" ' // itoa(xerbla_arg), &
               info == -iarg .and. xerbla_calls == 1 .and. xerbla_arg == iarg &
               .and. index(xerbla_name, routine) > 0)
    call check(what // ': arrays untouched', untouched)
  end subroutine check_error

  ! Exact comparisons, meant as such ("unchanged"), written as "no difference"
  ! because gfortran -Wextra warns on == between reals.
  pure logical function same_d(a, b)
    real(dp), intent(in) :: a(:), b(:)
    same_d = .not. any(abs(a - b) > 0)
  end function same_d

  pure logical function filled_d(a, v)
    real(dp), intent(in) :: a(:, :), v
    filled_d = .not. any(abs(a - v) > 0)
  end function filled_d

  pure logical function same_z(a, b)
    complex(zp), intent(in) :: a(:), b(:)
    same_z = .not. any(abs(a - b) > 0)
  end function same_z

  pure logical function filled_z(a, v)
    complex(zp), intent(in) :: a(:, :), v
    filled_z = .not. any(abs(a - v) > 0)
  end function filled_z

  ! ---- double ----------------------------------------------------------
  subroutine call_d(path, n, nrhs, dl, d, du, b, ldb, info)
    character(len=*), intent(in) :: path
    integer(gpu_int), intent(in) :: n, nrhs, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    real(dp), intent(in), target, contiguous :: dl(:), d(:), du(:)
    real(dp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (path)
    case ('module')
      call gpu_dgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
    case ('module _dev')
      call gpu_dgtsv_spike_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('f77')
      call f77_dgtsv(n, nrhs, dl, d, du, b, ldb, info)
    case default
      call f77_dgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
    end select
  end subroutine call_d

  function apply_d(dl, d, du, x) result(y)
    real(dp), intent(in) :: dl(:), d(:), du(:), x(:, :)
    real(dp) :: y(size(x, 1), size(x, 2))
    integer :: i, n
    n = size(x, 1)
    do i = 1, n
      y(i, :) = d(i) * x(i, :)
    end do
    do i = 2, n
      y(i, :) = y(i, :) + dl(i - 1) * x(i - 1, :)
    end do
    do i = 1, n - 1
      y(i, :) = y(i, :) + du(i) * x(i + 1, :)
    end do
  end function apply_d

  subroutine solve_d(n, nrhs, path)
    integer(gpu_int), intent(in) :: n, nrhs
    character(len=*), intent(in) :: path
    real(dp), allocatable :: dl(:), d(:), du(:), b(:, :), x0(:, :), rhs(:, :)
    real(dp), allocatable :: dl0(:), d0(:), du0(:)
    real(dp) :: anorm
    integer(gpu_int) :: ldb, info
    integer :: i, j

    ldb = n + 2
    allocate(dl(max(n - 1, 1)), d(n), du(max(n - 1, 1)), b(ldb, nrhs), x0(n, nrhs))
    dl = [(elem(i, 1), i = 1, size(dl))]
    du = [(elem(i, 2), i = 1, size(du))]
    d = [(elem(i, 0), i = 1, n)]
    x0 = reshape([((elem(i + 11 * j, 3), i = 1, n), j = 1, nrhs)], [n, nrhs])
    ! Explicit allocations: assignment to an unallocated array works, but
    ! its generated code reads the unset bounds (valgrind reports it).
    allocate(dl0(size(dl)), d0(n), du0(size(du)), rhs(n, nrhs))
    dl0 = dl; d0 = d; du0 = du
    rhs = apply_d(dl, d, du, x0)
    b(1:n, :) = rhs
    b(n + 1:, :) = -99
    call call_d(path, n, nrhs, dl, d, du, b, ldb, info)
    call check(label('d', path, n, nrhs) // ': INFO = 0', info == 0)
    if (info /= 0) return
    anorm = 0
    do i = 1, n
      anorm = max(anorm, abs(d(i)) + abs(dl(max(i - 1, 1))) + abs(du(min(i, size(du)))))
    end do
    call check_solution(label('d', path, n, nrhs), anorm, &
                        maxval(abs(apply_d(dl, d, du, b(1:n, :)) - rhs), 1), &
                        maxval(abs(b(1:n, :)), 1), &
                        maxval(abs(b(1:n, :) - x0)) / maxval(abs(x0)), &
                        same_d(dl, dl0) .and. same_d(d, d0) .and. same_d(du, du0) &
                        .and. filled_d(b(n + 1:, :), -99.0_dp))
  end subroutine solve_d

  subroutine errors_d(path)
    character(len=*), intent(in) :: path
    real(dp) :: dl(3), d(4), du(3), b(4, 2)
    integer(gpu_int) :: info
    character(len=:), allocatable :: what

    what = 'gpu_dgtsv_spike ' // path // ' '
    dl = 1; d = 4; du = 1; b = 7
    xerbla_calls = 0
    call call_d(path, 4_gpu_int, 2_gpu_int, dl, d, du, b, 3_gpu_int, info)
    call check_error(what // 'LDB = 3 < N = 4', info, 7, 'DGTSV', filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(path, -1_gpu_int, 2_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check_error(what // 'N = -1', info, 1, 'DGTSV', filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(path, 4_gpu_int, -1_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check_error(what // 'NRHS = -1', info, 2, 'DGTSV', filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(path, 0_gpu_int, 2_gpu_int, dl, d, du, b, 1_gpu_int, info)
    call check(what // 'N = 0: INFO = 0, no xerbla call, B untouched', &
               info == 0 .and. xerbla_calls == 0 .and. filled_d(b, 7.0_dp))
    d(1) = 0
    call call_d(path, 1_gpu_int, 1_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check(what // 'A = (0), singular: INFO = 1', info == 1)
  end subroutine errors_d

  ! ---- double complex --------------------------------------------------
  subroutine call_z(path, n, nrhs, dl, d, du, b, ldb, info)
    character(len=*), intent(in) :: path
    integer(gpu_int), intent(in) :: n, nrhs, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    complex(zp), intent(in), target, contiguous :: dl(:), d(:), du(:)
    complex(zp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (path)
    case ('module')
      call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
    case ('module _dev')
      call gpu_zgtsv_spike_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('f77')
      call f77_zgtsv(n, nrhs, dl, d, du, b, ldb, info)
    case default
      call f77_zgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
    end select
  end subroutine call_z

  function apply_z(dl, d, du, x) result(y)
    complex(zp), intent(in) :: dl(:), d(:), du(:), x(:, :)
    complex(zp) :: y(size(x, 1), size(x, 2))
    integer :: i, n
    n = size(x, 1)
    do i = 1, n
      y(i, :) = d(i) * x(i, :)
    end do
    do i = 2, n
      y(i, :) = y(i, :) + dl(i - 1) * x(i - 1, :)
    end do
    do i = 1, n - 1
      y(i, :) = y(i, :) + du(i) * x(i + 1, :)
    end do
  end function apply_z

  subroutine solve_z(n, nrhs, path)
    integer(gpu_int), intent(in) :: n, nrhs
    character(len=*), intent(in) :: path
    complex(zp), allocatable :: dl(:), d(:), du(:), b(:, :), x0(:, :), rhs(:, :)
    complex(zp), allocatable :: dl0(:), d0(:), du0(:)
    real(dp) :: anorm
    integer(gpu_int) :: ldb, info
    integer :: i, j

    ldb = n + 1
    allocate(dl(max(n - 1, 1)), d(n), du(max(n - 1, 1)), b(ldb, nrhs), x0(n, nrhs))
    dl = [(cmplx(elem(i, 1), elem(i, 4), zp) / 2, i = 1, size(dl))]
    du = [(cmplx(elem(i, 2), elem(i, 5), zp) / 2, i = 1, size(du))]
    d = [(cmplx(elem(i, 0), elem(i, 6), zp), i = 1, n)]
    x0 = reshape([((cmplx(elem(i + 11 * j, 3), elem(i + 5 * j, 7), zp), i = 1, n), &
                   j = 1, nrhs)], [n, nrhs])
    ! Explicit allocations: assignment to an unallocated array works, but
    ! its generated code reads the unset bounds (valgrind reports it).
    allocate(dl0(size(dl)), d0(n), du0(size(du)), rhs(n, nrhs))
    dl0 = dl; d0 = d; du0 = du
    rhs = apply_z(dl, d, du, x0)
    b(1:n, :) = rhs
    b(n + 1:, :) = (-99, 1)
    call call_z(path, n, nrhs, dl, d, du, b, ldb, info)
    call check(label('z', path, n, nrhs) // ': INFO = 0', info == 0)
    if (info /= 0) return
    anorm = 0
    do i = 1, n
      anorm = max(anorm, abs(d(i)) + abs(dl(max(i - 1, 1))) + abs(du(min(i, size(du)))))
    end do
    call check_solution(label('z', path, n, nrhs), anorm, &
                        maxval(abs(apply_z(dl, d, du, b(1:n, :)) - rhs), 1), &
                        maxval(abs(b(1:n, :)), 1), &
                        maxval(abs(b(1:n, :) - x0)) / maxval(abs(x0)), &
                        same_z(dl, dl0) .and. same_z(d, d0) .and. same_z(du, du0) &
                        .and. filled_z(b(n + 1:, :), (-99.0_dp, 1.0_dp)))
  end subroutine solve_z

  subroutine errors_z(path)
    character(len=*), intent(in) :: path
    complex(zp) :: dl(3), d(4), du(3), b(4, 2)
    integer(gpu_int) :: info

    dl = 1; d = 4; du = 1; b = (7, 7)
    xerbla_calls = 0
    call call_z(path, 4_gpu_int, 2_gpu_int, dl, d, du, b, 3_gpu_int, info)
    call check_error('gpu_zgtsv_spike ' // path // ' LDB = 3 < N = 4', info, 7, 'ZGTSV', &
                     filled_z(b, (7.0_dp, 7.0_dp)))
  end subroutine errors_z

end program test_fortran
