! module_gtsv.f90 -- gpusolve from modern Fortran: `use gpusolve` gives
! checked bind(C) interfaces (scalars by value, integer(gpu_int), arrays
! assumed-size) in place of LAPACK's implicit ones:
!     call zgtsv(n, nrhs, dl, d, du, b, ldb, info)               ! LAPACK
!     call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)     ! gpusolve
!
! The program builds, in double and in double complex, one system of order
! n = 2**20 with LAPACK's random number generators (the double one is the
! very system of legacy_dgtsv.f and c_gtsv.c), solves it with LAPACK and with
! gpusolve, and prints the backend and device, the times (the first gpusolve
! call also pays the one-time set-up, so it is timed twice) and how far the
! two solutions are apart.
!
! A is diagonally dominant (|d| >= 4 against |dl|, |du| <= sqrt(2)), its
! condition number at most 7 in the infinity norm; both solvers are backward
! stable with a backward error of a few units of roundoff per row whatever n
! is, so the solutions must agree to a small multiple of 7 * 1.1e-16.
! tol = 1e-12 leaves a margin of about a thousand over that.  Exit status 1
! when they do not agree.
program module_gtsv
  use, intrinsic :: iso_c_binding, only: c_double, c_double_complex
  use, intrinsic :: iso_fortran_env, only: int64
  use gpusolve
  implicit none
  integer(gpu_int), parameter :: n = 2**20, nrhs = 1
  real(c_double), parameter :: tol = 1.0e-12_c_double
  external :: dgtsv, zgtsv, dlarnv, zlarnv   ! LAPACK, implicit interfaces
  logical :: ok_d, ok_z

  print '(a)', 'use gpusolve: gpusolve ' // gpu_version() // ', backend ' // &
               gpu_backend_name(gpu_get_backend()) // ', device "' // gpu_device_name() // '"'
  ok_d = run_d()
  ok_z = run_z()
  call gpu_finalize()
  if (.not. (ok_d .and. ok_z)) stop 1

contains

  real(c_double) function seconds(t0)
    integer(int64), intent(in) :: t0
    integer(int64) :: t1, rate
    call system_clock(t1, rate)
    seconds = real(t1 - t0, c_double) / real(rate, c_double)
  end function seconds

  subroutine report(prec, tlap, t1, t2, err, diff, ok)
    character, intent(in) :: prec
    real(c_double), intent(in) :: tlap, t1, t2, err, diff
    logical, intent(in) :: ok
    print '(a, i0, a, i0)', ' ' // prec // 'gtsv: n = ', n, ', nrhs = ', nrhs
    print '(a, f10.4, a)', '   LAPACK ' // prec // 'gtsv                  ', tlap, ' s'
    print '(a, f10.4, a)', '   gpu_' // prec // 'gtsv_spike (first call)  ', t1, ' s'
    print '(a, f10.4, a)', '   gpu_' // prec // 'gtsv_spike               ', t2, ' s'
    print '(a, es9.2)', '   LAPACK error  max|x_lapack - x_true| / max|x| = ', err
    print '(a, es9.2, a, es7.1, a)', '   agreement     max|x_gpu - x_lapack| / max|x| = ', &
      diff, '  (tolerance ', tol, ')'
    if (ok) then
      print '(a)', '   ok: gpu_' // prec // 'gtsv_spike agrees with ' // prec // 'gtsv'
    else
      print '(a)', '   FAILED: gpu_' // prec // 'gtsv_spike and ' // prec // 'gtsv disagree'
    end if
  end subroutine report

  logical function run_d() result(ok)
    real(c_double), allocatable :: dl(:), d(:), du(:), b(:), b0(:), x0(:)
    real(c_double), allocatable :: dl2(:), d2(:), du2(:), b2(:)
    integer :: iseed(4), linfo
    integer(gpu_int) :: info
    integer(int64) :: t0
    real(c_double) :: tlap, t1, t2, xmax, err, diff

    allocate(dl(n - 1), d(n), du(n - 1), x0(n), b(n), b0(n))
    allocate(dl2(n - 1), d2(n), du2(n - 1), b2(n))
    iseed = [1, 2, 3, 5]
    call dlarnv(2, iseed, n - 1, dl)
    call dlarnv(2, iseed, n - 1, du)
    call dlarnv(1, iseed, n, d)
    d = d + 4
    call dlarnv(2, iseed, n, x0)
    b0 = d * x0
    b0(2:) = b0(2:) + dl * x0(:n - 1)
    b0(:n - 1) = b0(:n - 1) + du * x0(2:)

    ! LAPACK on copies (dgtsv overwrites dl, d, du).
    dl2 = dl; d2 = d; du2 = du; b2 = b0
    call system_clock(t0)
    call dgtsv(int(n), int(nrhs), dl2, d2, du2, b2, int(n), linfo)
    tlap = seconds(t0)
    if (linfo /= 0) then
      print '(a, i0)', ' dgtsv: INFO = ', linfo
      ok = .false.
      return
    end if

    b = b0
    call system_clock(t0)
    call gpu_dgtsv_spike(n, nrhs, dl, d, du, b, n, info)
    t1 = seconds(t0)
    b = b0
    if (info == 0) then
      call system_clock(t0)
      call gpu_dgtsv_spike(n, nrhs, dl, d, du, b, n, info)
      t2 = seconds(t0)
    end if
    if (info /= 0) then
      print '(a, i0, a)', ' gpu_dgtsv_spike: INFO = ', info, ' (' // gpu_strerror(info) // ')'
      ok = .false.
      return
    end if

    xmax = maxval(abs(b2))
    err = maxval(abs(b2 - x0)) / xmax
    diff = maxval(abs(b - b2)) / xmax
    ok = diff <= tol
    call report('d', tlap, t1, t2, err, diff, ok)
  end function run_d

  logical function run_z() result(ok)
    complex(c_double_complex), allocatable :: dl(:), d(:), du(:), b(:), b0(:), x0(:)
    complex(c_double_complex), allocatable :: dl2(:), d2(:), du2(:), b2(:)
    integer :: iseed(4), linfo
    integer(gpu_int) :: info
    integer(int64) :: t0
    real(c_double) :: tlap, t1, t2, xmax, err, diff

    allocate(dl(n - 1), d(n), du(n - 1), x0(n), b(n), b0(n))
    allocate(dl2(n - 1), d2(n), du2(n - 1), b2(n))
    iseed = [1, 2, 3, 5]
    call zlarnv(2, iseed, n - 1, dl)
    call zlarnv(2, iseed, n - 1, du)
    call zlarnv(1, iseed, n, d)
    d = d + 4
    call zlarnv(2, iseed, n, x0)
    b0 = d * x0
    b0(2:) = b0(2:) + dl * x0(:n - 1)
    b0(:n - 1) = b0(:n - 1) + du * x0(2:)

    dl2 = dl; d2 = d; du2 = du; b2 = b0
    call system_clock(t0)
    call zgtsv(int(n), int(nrhs), dl2, d2, du2, b2, int(n), linfo)
    tlap = seconds(t0)
    if (linfo /= 0) then
      print '(a, i0)', ' zgtsv: INFO = ', linfo
      ok = .false.
      return
    end if

    b = b0
    call system_clock(t0)
    call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, n, info)
    t1 = seconds(t0)
    b = b0
    if (info == 0) then
      call system_clock(t0)
      call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, n, info)
      t2 = seconds(t0)
    end if
    if (info /= 0) then
      print '(a, i0, a)', ' gpu_zgtsv_spike: INFO = ', info, ' (' // gpu_strerror(info) // ')'
      ok = .false.
      return
    end if

    xmax = maxval(abs(b2))
    err = maxval(abs(b2 - x0)) / xmax
    diff = maxval(abs(b - b2)) / xmax
    ok = diff <= tol
    call report('z', tlap, t1, t2, err, diff, ok)
  end function run_z

end program module_gtsv
