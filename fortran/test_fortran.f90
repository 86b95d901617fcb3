! test_fortran.f90 -- make check: the Fortran faces of gpusolve.
!
! What is tested is the interface, not the solver (testing/ does that on the
! whole matrix gallery): that `use gpusolve` and the F77 entry points pass
! every argument where the C routine expects it, with the right kinds.  So
! each path solves small systems with a known solution in double and double
! complex, diagonally dominant so that the cyclic reduction routines, which
! do not pivot, apply too:
!   - gpu_?gtsv_spike and gpu_?gtsv_cr: odd sizes, several right-hand sides,
!     LDB > N;
!   - gpu_?gtsv_cr_batch and gpu_?gtsv_spike_batch: N = 7, BATCH = 3 systems
!     LDS = 9 and LDB = 8 apart, each system compared with a direct solve
!     (Thomas' algorithm, in this file); the padding between the systems of
!     DL, D, DU and the unreferenced entry N of DL and DU hold NaNs, which
!     the routines must not read, and the padding of B a marker they must
!     not overwrite;
! and checks
!   - INFO = 0, the residual ||B - A X|| / (||A|| ||X|| eps) below 30 (the
!     threshold of LAPACK's TESTING/LIN), the error against the known (or
!     directly solved) solution;
!   - DL, D, DU untouched and the rows of B below N untouched;
!   - the illegal-argument exits: LDB too small gives INFO = -7 (and N < 0,
!     NRHS < 0 give -1, -2; for the batches N < 0, BATCH < 0, LDS < N, LDB < N
!     give -1, -2, -6, -8), reported by exactly one call of the xerbla
!     handler, which this program replaces through gpu_set_xerbla (so the
!     type(c_funptr) binding is exercised too), with B untouched;
!   - a batch with one exactly singular system (a zero column): INFO = k*N+i
!     names system k (0-based) and row i, k = (INFO-1)/N; that system's b is
!     unchanged and the others are solved;
!   - the runtime routines (the device-memory cap through the module and the
!     F77 entry points too) and the string wrappers.
! The F77 calls are made in fortran/test_fortran_f77.f90, a separate file:
! within one file gfortran would check GPU_DGTSV_SPIKE against the bind(C)
! interface of the same name, which takes scalars by value.  The singular
! system's row i is known for spike_batch (LAPACK's U(i,i) = 0); for
! cr_batch, which reports the row of the zero pivot its reduction order meets,
! only 1 <= i <= N is checked.
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
  use, intrinsic :: iso_fortran_env, only: int64
  use, intrinsic :: ieee_arithmetic, only: ieee_value, ieee_quiet_nan
  use gpusolve
  use gs_test_fortran_aux
  implicit none
  integer, parameter :: dp = c_double, zp = c_double_complex
  ! Sizes: trivial ones, and odd ones that do not split evenly into partitions.
  integer(gpu_int), parameter :: sizes(5) = [1, 2, 3, 257, 10007]
  ! The batch: odd N, and strides above N so that there is padding between
  ! the systems (in DL and DU also the unreferenced entry N of each system).
  integer(gpu_int), parameter :: bn = 7, bcount = 3, blds = 9, bldb = 8
  real(dp), parameter :: thresh = 30
  integer(c_int), parameter :: backends(2) = [GPU_BACKEND_CPU, GPU_BACKEND_CUDA]
  character(len=*), parameter :: algs(2) = [character(len=5) :: 'spike', 'cr']
  character(len=*), parameter :: paths(4) = [character(len=11) :: &
                                               'module', 'f77', 'module _dev', 'f77 _dev']
  integer :: npass = 0, nfail = 0, ib, is, ia, ip, npaths
  integer(c_int) :: backend, rc
  type(c_funptr) :: previous, mine
  character(len=:), allocatable :: text
  logical :: ok

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
  call check('gpu_set_device_memory_limit(-1) = -1 (a negative cap)', &
             gpu_set_device_memory_limit(-1_c_size_t) == -1)
  call check('gpu_set_device_memory_limit(1048576) = 0, gpu_get_device_memory_limit() = 1048576', &
             gpu_set_device_memory_limit(1048576_c_size_t) == 0 .and. &
             gpu_get_device_memory_limit() == 1048576_c_size_t)
  call f77_devmem(ok)
  call check('GPU_SET_DEVICE_MEMORY_LIMIT, GPU_GET_DEVICE_MEMORY_LIMIT (F77, INTEGER*8)', ok)
  call check('gpu_set_device_memory_limit(0) = 0: no cap', &
             gpu_set_device_memory_limit(0_c_size_t) == 0 .and. &
             gpu_get_device_memory_limit() == 0_c_size_t)

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
    ! The _dev paths only where device arrays are host arrays.
    npaths = 2
    if (backend == GPU_BACKEND_CPU) npaths = 4
    do ia = 1, size(algs)
      do is = 1, size(sizes)
        call solve_d(trim(algs(ia)), sizes(is), 3_gpu_int, 'module')
        call solve_z(trim(algs(ia)), sizes(is), 2_gpu_int, 'module')
        call solve_d(trim(algs(ia)), sizes(is), 1_gpu_int, 'f77')
        call solve_z(trim(algs(ia)), sizes(is), 3_gpu_int, 'f77')
        if (backend == GPU_BACKEND_CPU) then
          call solve_d(trim(algs(ia)), sizes(is), 2_gpu_int, 'module _dev')
          call solve_z(trim(algs(ia)), sizes(is), 1_gpu_int, 'module _dev')
          call solve_d(trim(algs(ia)), sizes(is), 3_gpu_int, 'f77 _dev')
          call solve_z(trim(algs(ia)), sizes(is), 2_gpu_int, 'f77 _dev')
        end if
      end do
      call errors_d(trim(algs(ia)), 'module')
      call errors_d(trim(algs(ia)), 'f77')
      call errors_z(trim(algs(ia)), 'module')
      call errors_z(trim(algs(ia)), 'f77')
      do ip = 1, npaths
        call batch_d(trim(algs(ia)), trim(paths(ip)))
        call batch_z(trim(algs(ia)), trim(paths(ip)))
        call batch_singular_d(trim(algs(ia)), trim(paths(ip)))
        call errors_batch_d(trim(algs(ia)), trim(paths(ip)))
      end do
      call errors_batch_z(trim(algs(ia)), 'module')
      call errors_batch_z(trim(algs(ia)), 'f77')
    end do
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

  function label(prec, alg, path, n, nrhs) result(s)
    character(len=*), intent(in) :: prec, alg, path
    integer(gpu_int), intent(in) :: n, nrhs
    character(len=:), allocatable :: s
    s = 'gpu_' // prec // 'gtsv_' // alg // ' ' // path // ' ' // &
        gpu_backend_name(gpu_get_backend()) // ' n=' // itoa(n) // ' nrhs=' // itoa(nrhs)
  end function label

  ! What the name the xerbla handler receives (GPU_ZGTSV_CR_BATCH, with _DEV
  ! for the _dev forms) must contain: "DGTSV_SPIKE", "ZGTSV_CR_BATCH", ...
  function srname(prec, alg, batch) result(s)
    character(len=*), intent(in) :: prec, alg
    logical, intent(in) :: batch
    character(len=:), allocatable :: s
    s = prec // 'GTSV_' // alg
    if (batch) s = s // '_BATCH'
    s = upper(s)
  end function srname

  pure function upper(s) result(u)
    character(len=*), intent(in) :: s
    character(len=len(s)) :: u
    integer :: k
    u = s
    do k = 1, len(s)
      if (s(k:k) >= 'a' .and. s(k:k) <= 'z') u(k:k) = achar(iachar(s(k:k)) - 32)
    end do
  end function upper

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

  ! Bit for bit, NaNs included: the batch arrays hold NaNs in their padding.
  pure logical function bits_d(a, b)
    real(dp), intent(in) :: a(:, :), b(:, :)
    bits_d = all(transfer(a, [0_int64]) == transfer(b, [0_int64]))
  end function bits_d

  pure logical function bits_z(a, b)
    complex(zp), intent(in) :: a(:, :), b(:, :)
    bits_z = all(transfer(a, [0_int64]) == transfer(b, [0_int64]))
  end function bits_z

  ! ---- double ----------------------------------------------------------
  subroutine call_d(alg, path, n, nrhs, dl, d, du, b, ldb, info)
    character(len=*), intent(in) :: alg, path
    integer(gpu_int), intent(in) :: n, nrhs, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    real(dp), intent(in), target, contiguous :: dl(:), d(:), du(:)
    real(dp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (alg // ' ' // path)
    case ('spike module')
      call gpu_dgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
    case ('spike module _dev')
      call gpu_dgtsv_spike_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('spike f77')
      call f77_dgtsv(n, nrhs, dl, d, du, b, ldb, info)
    case ('spike f77 _dev')
      call f77_dgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr module')
      call gpu_dgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr module _dev')
      call gpu_dgtsv_cr_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('cr f77')
      call f77_dgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr f77 _dev')
      call f77_dgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
    case default
      error stop 'call_d: unknown route ' // alg // ' ' // path
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

  subroutine solve_d(alg, n, nrhs, path)
    character(len=*), intent(in) :: alg
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
    call call_d(alg, path, n, nrhs, dl, d, du, b, ldb, info)
    call check(label('d', alg, path, n, nrhs) // ': INFO = 0', info == 0)
    if (info /= 0) return
    anorm = 0
    do i = 1, n
      anorm = max(anorm, abs(d(i)) + abs(dl(max(i - 1, 1))) + abs(du(min(i, size(du)))))
    end do
    call check_solution(label('d', alg, path, n, nrhs), anorm, &
                        maxval(abs(apply_d(dl, d, du, b(1:n, :)) - rhs), 1), &
                        maxval(abs(b(1:n, :)), 1), &
                        maxval(abs(b(1:n, :) - x0)) / maxval(abs(x0)), &
                        same_d(dl, dl0) .and. same_d(d, d0) .and. same_d(du, du0) &
                        .and. filled_d(b(n + 1:, :), -99.0_dp))
  end subroutine solve_d

  subroutine errors_d(alg, path)
    character(len=*), intent(in) :: alg, path
    real(dp) :: dl(3), d(4), du(3), b(4, 2)
    integer(gpu_int) :: info
    character(len=:), allocatable :: what, name

    what = 'gpu_dgtsv_' // alg // ' ' // path // ' '
    name = srname('d', alg, .false.)
    dl = 1; d = 4; du = 1; b = 7
    xerbla_calls = 0
    call call_d(alg, path, 4_gpu_int, 2_gpu_int, dl, d, du, b, 3_gpu_int, info)
    call check_error(what // 'LDB = 3 < N = 4', info, 7, name, filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(alg, path, -1_gpu_int, 2_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check_error(what // 'N = -1', info, 1, name, filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(alg, path, 4_gpu_int, -1_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check_error(what // 'NRHS = -1', info, 2, name, filled_d(b, 7.0_dp))
    xerbla_calls = 0
    call call_d(alg, path, 0_gpu_int, 2_gpu_int, dl, d, du, b, 1_gpu_int, info)
    call check(what // 'N = 0: INFO = 0, no xerbla call, B untouched', &
               info == 0 .and. xerbla_calls == 0 .and. filled_d(b, 7.0_dp))
    d(1) = 0
    call call_d(alg, path, 1_gpu_int, 1_gpu_int, dl, d, du, b, 4_gpu_int, info)
    call check(what // 'A = (0), singular: INFO = 1', info == 1)
  end subroutine errors_d

  ! ---- double complex --------------------------------------------------
  subroutine call_z(alg, path, n, nrhs, dl, d, du, b, ldb, info)
    character(len=*), intent(in) :: alg, path
    integer(gpu_int), intent(in) :: n, nrhs, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    complex(zp), intent(in), target, contiguous :: dl(:), d(:), du(:)
    complex(zp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (alg // ' ' // path)
    case ('spike module')
      call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
    case ('spike module _dev')
      call gpu_zgtsv_spike_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('spike f77')
      call f77_zgtsv(n, nrhs, dl, d, du, b, ldb, info)
    case ('spike f77 _dev')
      call f77_zgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr module')
      call gpu_zgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr module _dev')
      call gpu_zgtsv_cr_dev(n, nrhs, c_loc(dl), c_loc(d), c_loc(du), c_loc(b), ldb, info)
    case ('cr f77')
      call f77_zgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
    case ('cr f77 _dev')
      call f77_zgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
    case default
      error stop 'call_z: unknown route ' // alg // ' ' // path
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

  subroutine solve_z(alg, n, nrhs, path)
    character(len=*), intent(in) :: alg
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
    call call_z(alg, path, n, nrhs, dl, d, du, b, ldb, info)
    call check(label('z', alg, path, n, nrhs) // ': INFO = 0', info == 0)
    if (info /= 0) return
    anorm = 0
    do i = 1, n
      anorm = max(anorm, abs(d(i)) + abs(dl(max(i - 1, 1))) + abs(du(min(i, size(du)))))
    end do
    call check_solution(label('z', alg, path, n, nrhs), anorm, &
                        maxval(abs(apply_z(dl, d, du, b(1:n, :)) - rhs), 1), &
                        maxval(abs(b(1:n, :)), 1), &
                        maxval(abs(b(1:n, :) - x0)) / maxval(abs(x0)), &
                        same_z(dl, dl0) .and. same_z(d, d0) .and. same_z(du, du0) &
                        .and. filled_z(b(n + 1:, :), (-99.0_dp, 1.0_dp)))
  end subroutine solve_z

  subroutine errors_z(alg, path)
    character(len=*), intent(in) :: alg, path
    complex(zp) :: dl(3), d(4), du(3), b(4, 2)
    integer(gpu_int) :: info

    dl = 1; d = 4; du = 1; b = (7, 7)
    xerbla_calls = 0
    call call_z(alg, path, 4_gpu_int, 2_gpu_int, dl, d, du, b, 3_gpu_int, info)
    call check_error('gpu_zgtsv_' // alg // ' ' // path // ' LDB = 3 < N = 4', info, 7, &
                     srname('z', alg, .false.), filled_z(b, (7.0_dp, 7.0_dp)))
  end subroutine errors_z

  ! ---- batches ------------------------------------------------------------
  function blabel(prec, alg, path) result(s)
    character(len=*), intent(in) :: prec, alg, path
    character(len=:), allocatable :: s
    s = 'gpu_' // prec // 'gtsv_' // alg // '_batch ' // path // ' ' // &
        gpu_backend_name(gpu_get_backend()) // ' n=' // itoa(bn) // ' batch=' // &
        itoa(bcount) // ' lds=' // itoa(blds) // ' ldb=' // itoa(bldb)
  end function blabel

  ! ||A||_inf of one tridiagonal system.
  pure real(dp) function tri_norm_d(dl, d, du)
    real(dp), intent(in) :: dl(:), d(:), du(:)
    real(dp) :: rows(size(d))
    rows = abs(d)
    rows(2:) = rows(2:) + abs(dl)
    rows(:size(d) - 1) = rows(:size(d) - 1) + abs(du)
    tri_norm_d = maxval(rows)
  end function tri_norm_d

  pure real(dp) function tri_norm_z(dl, d, du)
    complex(zp), intent(in) :: dl(:), d(:), du(:)
    real(dp) :: rows(size(d))
    rows = abs(d)
    rows(2:) = rows(2:) + abs(dl)
    rows(:size(d) - 1) = rows(:size(d) - 1) + abs(du)
    tri_norm_z = maxval(rows)
  end function tri_norm_z

  ! The direct solve each system of a batch is compared with: Thomas'
  ! algorithm, Gaussian elimination without pivoting, which the diagonally
  ! dominant test systems allow.  Independent of the library.
  pure function thomas_d(dl, d, du, r) result(x)
    real(dp), intent(in) :: dl(:), d(:), du(:), r(:)
    real(dp) :: x(size(r)), c(size(r)), pivot
    integer :: i
    c = 0
    pivot = d(1)
    x(1) = r(1) / pivot
    do i = 2, size(r)
      c(i - 1) = du(i - 1) / pivot
      pivot = d(i) - dl(i - 1) * c(i - 1)
      x(i) = (r(i) - dl(i - 1) * x(i - 1)) / pivot
    end do
    do i = size(r) - 1, 1, -1
      x(i) = x(i) - c(i) * x(i + 1)
    end do
  end function thomas_d

  pure function thomas_z(dl, d, du, r) result(x)
    complex(zp), intent(in) :: dl(:), d(:), du(:), r(:)
    complex(zp) :: x(size(r)), c(size(r)), pivot
    integer :: i
    c = 0
    pivot = d(1)
    x(1) = r(1) / pivot
    do i = 2, size(r)
      c(i - 1) = du(i - 1) / pivot
      pivot = d(i) - dl(i - 1) * c(i - 1)
      x(i) = (r(i) - dl(i - 1) * x(i - 1)) / pivot
    end do
    do i = size(r) - 1, 1, -1
      x(i) = x(i) - c(i) * x(i + 1)
    end do
  end function thomas_z

  ! A batch of bcount diagonally dominant systems in the strided layout, one
  ! system per column.  The padding of DL, D, DU (entry N of DL and DU, which
  ! the routines do not reference, and rows N+1..LDS) holds NaNs: a routine
  ! that read it would report a NaN or return one.  The padding of B (rows
  ! N+1..LDB) holds -99.  B = A x0 for known solutions x0.  With singular,
  ! column 4 of system 2 (k = 1 counted from 0) is zero: A(3,4), A(4,4),
  ! A(5,4) = DU(3), D(4), DL(4); elimination with partial pivoting then meets
  ! U(4,4) = 0 exactly, after three nonzero pivots of the dominant leading block.
  subroutine make_batch_d(dl, d, du, b, singular)
    real(dp), intent(out) :: dl(:, :), d(:, :), du(:, :), b(:, :)
    logical, intent(in) :: singular
    real(dp) :: nan, x0(bn, 1), y(bn, 1)
    integer :: i, k
    nan = ieee_value(1.0_dp, ieee_quiet_nan)
    dl = nan; d = nan; du = nan; b = -99
    do k = 1, bcount
      dl(1:bn - 1, k) = [(elem(i + 13 * k, 1), i = 1, bn - 1)]
      du(1:bn - 1, k) = [(elem(i + 13 * k, 2), i = 1, bn - 1)]
      d(1:bn, k) = [(elem(i + 13 * k, 0), i = 1, bn)]
      if (singular .and. k == 2) then
        du(3, k) = 0; d(4, k) = 0; dl(4, k) = 0
      end if
      x0(:, 1) = [(elem(i + 17 * k, 3), i = 1, bn)]
      y = apply_d(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), x0)
      b(1:bn, k) = y(:, 1)
    end do
  end subroutine make_batch_d

  subroutine make_batch_z(dl, d, du, b)
    complex(zp), intent(out) :: dl(:, :), d(:, :), du(:, :), b(:, :)
    complex(zp) :: nan, x0(bn, 1), y(bn, 1)
    integer :: i, k
    nan = cmplx(ieee_value(1.0_dp, ieee_quiet_nan), ieee_value(1.0_dp, ieee_quiet_nan), zp)
    dl = nan; d = nan; du = nan; b = (-99, 1)
    do k = 1, bcount
      dl(1:bn - 1, k) = [(cmplx(elem(i + 13 * k, 1), elem(i + 13 * k, 4), zp) / 2, i = 1, bn - 1)]
      du(1:bn - 1, k) = [(cmplx(elem(i + 13 * k, 2), elem(i + 13 * k, 5), zp) / 2, i = 1, bn - 1)]
      d(1:bn, k) = [(cmplx(elem(i + 13 * k, 0), elem(i + 13 * k, 6), zp), i = 1, bn)]
      x0(:, 1) = [(cmplx(elem(i + 17 * k, 3), elem(i + 5 * k, 7), zp), i = 1, bn)]
      y = apply_z(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), x0)
      b(1:bn, k) = y(:, 1)
    end do
  end subroutine make_batch_z

  subroutine call_batch_d(alg, path, n, batch, dl, d, du, lds, b, ldb, info)
    character(len=*), intent(in) :: alg, path
    integer(gpu_int), intent(in) :: n, batch, lds, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    real(dp), intent(in), target, contiguous :: dl(:, :), d(:, :), du(:, :)
    real(dp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (alg // ' ' // path)
    case ('cr module')
      call gpu_dgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info)
    case ('cr module _dev')
      call gpu_dgtsv_cr_batch_dev(n, batch, c_loc(dl), c_loc(d), c_loc(du), lds, c_loc(b), &
                                  ldb, info)
    case ('spike module')
      call gpu_dgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info)
    case ('spike module _dev')
      call gpu_dgtsv_spike_batch_dev(n, batch, c_loc(dl), c_loc(d), c_loc(du), lds, c_loc(b), &
                                     ldb, info)
    case ('cr f77', 'cr f77 _dev', 'spike f77', 'spike f77 _dev')
      call f77_dbatch(alg // ' ' // path, n, batch, dl, d, du, lds, b, ldb, info)
    case default
      error stop 'call_batch_d: unknown route ' // alg // ' ' // path
    end select
  end subroutine call_batch_d

  subroutine call_batch_z(alg, path, n, batch, dl, d, du, lds, b, ldb, info)
    character(len=*), intent(in) :: alg, path
    integer(gpu_int), intent(in) :: n, batch, lds, ldb
    ! contiguous: c_loc and the F77 calls need the arrays in one piece.
    complex(zp), intent(in), target, contiguous :: dl(:, :), d(:, :), du(:, :)
    complex(zp), intent(inout), target, contiguous :: b(:, :)
    integer(gpu_int), intent(out) :: info
    select case (alg // ' ' // path)
    case ('cr module')
      call gpu_zgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info)
    case ('cr module _dev')
      call gpu_zgtsv_cr_batch_dev(n, batch, c_loc(dl), c_loc(d), c_loc(du), lds, c_loc(b), &
                                  ldb, info)
    case ('spike module')
      call gpu_zgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info)
    case ('spike module _dev')
      call gpu_zgtsv_spike_batch_dev(n, batch, c_loc(dl), c_loc(d), c_loc(du), lds, c_loc(b), &
                                     ldb, info)
    case ('cr f77', 'cr f77 _dev', 'spike f77', 'spike f77 _dev')
      call f77_zbatch(alg // ' ' // path, n, batch, dl, d, du, lds, b, ldb, info)
    case default
      error stop 'call_batch_z: unknown route ' // alg // ' ' // path
    end select
  end subroutine call_batch_z

  ! Every system k of the batch against the direct solve: residual ratio
  ! below 30, distance from Thomas' solution below 1e3 eps (kappa_inf <= 9).
  subroutine check_batch_d(what, dl, d, du, b0, b, skip)
    character(len=*), intent(in) :: what
    real(dp), intent(in) :: dl(:, :), d(:, :), du(:, :), b0(:, :), b(:, :)
    integer, intent(in) :: skip   ! a system not to check (0: none)
    real(dp) :: r(bn, 1), xref(bn)
    logical :: ok_res, ok_ref
    integer :: k
    ok_res = .true.
    ok_ref = .true.
    do k = 1, bcount
      if (k == skip) cycle
      r = apply_d(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), b(1:bn, k:k)) - b0(1:bn, k:k)
      ok_res = ok_res .and. maxval(abs(r)) <= thresh * tri_norm_d(dl(1:bn - 1, k), d(1:bn, k), &
               du(1:bn - 1, k)) * maxval(abs(b(1:bn, k))) * epsilon(1.0_dp)
      xref = thomas_d(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), b0(1:bn, k))
      ok_ref = ok_ref .and. maxval(abs(b(1:bn, k) - xref)) <= &
               1000 * epsilon(1.0_dp) * maxval(abs(xref))
    end do
    call check(what // ': residual ||b_k-A_k x_k||/(||A_k|| ||x_k|| eps) < 30', ok_res)
    call check(what // ': x_k within 1e3 eps of the direct solve', ok_ref)
  end subroutine check_batch_d

  subroutine check_batch_z(what, dl, d, du, b0, b)
    character(len=*), intent(in) :: what
    complex(zp), intent(in) :: dl(:, :), d(:, :), du(:, :), b0(:, :), b(:, :)
    complex(zp) :: r(bn, 1), xref(bn)
    logical :: ok_res, ok_ref
    integer :: k
    ok_res = .true.
    ok_ref = .true.
    do k = 1, bcount
      r = apply_z(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), b(1:bn, k:k)) - b0(1:bn, k:k)
      ok_res = ok_res .and. maxval(abs(r)) <= thresh * tri_norm_z(dl(1:bn - 1, k), d(1:bn, k), &
               du(1:bn - 1, k)) * maxval(abs(b(1:bn, k))) * epsilon(1.0_dp)
      xref = thomas_z(dl(1:bn - 1, k), d(1:bn, k), du(1:bn - 1, k), b0(1:bn, k))
      ok_ref = ok_ref .and. maxval(abs(b(1:bn, k) - xref)) <= &
               1000 * epsilon(1.0_dp) * maxval(abs(xref))
    end do
    call check(what // ': residual ||b_k-A_k x_k||/(||A_k|| ||x_k|| eps) < 30', ok_res)
    call check(what // ': x_k within 1e3 eps of the direct solve', ok_ref)
  end subroutine check_batch_z

  subroutine batch_d(alg, path)
    character(len=*), intent(in) :: alg, path
    real(dp), dimension(blds, bcount) :: dl, d, du, dl0, d0, du0
    real(dp), dimension(bldb, bcount) :: b, b0
    integer(gpu_int) :: info
    character(len=:), allocatable :: what

    what = blabel('d', alg, path)
    call make_batch_d(dl, d, du, b, .false.)
    dl0 = dl; d0 = d; du0 = du; b0 = b
    call call_batch_d(alg, path, bn, bcount, dl, d, du, blds, b, bldb, info)
    call check(what // ': INFO = ' // itoa(info), info == 0)
    if (info /= 0) return
    call check_batch_d(what, dl, d, du, b0, b, 0)
    call check(what // ': DL, D, DU (NaN padding included) and the padding of B unchanged', &
               bits_d(dl, dl0) .and. bits_d(d, d0) .and. bits_d(du, du0) &
               .and. bits_d(b(bn + 1:, :), b0(bn + 1:, :)))
  end subroutine batch_d

  subroutine batch_z(alg, path)
    character(len=*), intent(in) :: alg, path
    complex(zp), dimension(blds, bcount) :: dl, d, du, dl0, d0, du0
    complex(zp), dimension(bldb, bcount) :: b, b0
    integer(gpu_int) :: info
    character(len=:), allocatable :: what

    what = blabel('z', alg, path)
    call make_batch_z(dl, d, du, b)
    dl0 = dl; d0 = d; du0 = du; b0 = b
    call call_batch_z(alg, path, bn, bcount, dl, d, du, blds, b, bldb, info)
    call check(what // ': INFO = ' // itoa(info), info == 0)
    if (info /= 0) return
    call check_batch_z(what, dl, d, du, b0, b)
    call check(what // ': DL, D, DU (NaN padding included) and the padding of B unchanged', &
               bits_z(dl, dl0) .and. bits_z(d, d0) .and. bits_z(du, du0) &
               .and. bits_z(b(bn + 1:, :), b0(bn + 1:, :)))
  end subroutine batch_z

  ! One exactly singular system (k = 1 counted from 0, zero column 4): INFO
  ! = k*N + i, recovered as k = (INFO-1)/N, i = INFO - k*N.  spike_batch
  ! reports LAPACK's i = 4; cr_batch the row of the zero pivot its reduction
  ! meets, some i in 1..N.  That system's b is unchanged, the others solved.
  subroutine batch_singular_d(alg, path)
    character(len=*), intent(in) :: alg, path
    real(dp), dimension(blds, bcount) :: dl, d, du
    real(dp), dimension(bldb, bcount) :: b, b0
    integer(gpu_int) :: info, k, i
    character(len=:), allocatable :: what
    logical :: ok

    what = blabel('d', alg, path) // ' system 1 singular'
    call make_batch_d(dl, d, du, b, .true.)
    b0 = b
    call call_batch_d(alg, path, bn, bcount, dl, d, du, blds, b, bldb, info)
    k = (info - 1) / bn
    i = info - k * bn
    if (alg == 'spike') then
      ok = info == 1 * bn + 4
    else
      ok = info > 0 .and. k == 1 .and. i >= 1 .and. i <= bn
    end if
    call check(what // ': INFO = ' // itoa(info) // ' gives system k = ' // itoa(k) // &
               ', row i = ' // itoa(i), ok)
    if (info <= 0) return
    call check(what // ': b_1 unchanged', bits_d(b(:, 2:2), b0(:, 2:2)))
    call check_batch_d(what // ', systems 0 and 2', dl, d, du, b0, b, 2)
  end subroutine batch_singular_d

  subroutine errors_batch_d(alg, path)
    character(len=*), intent(in) :: alg, path
    real(dp), dimension(blds, bcount) :: dl, d, du
    real(dp), dimension(bldb, bcount) :: b, b0
    integer(gpu_int) :: info
    character(len=:), allocatable :: what, name

    what = 'gpu_dgtsv_' // alg // '_batch ' // path // ' '
    name = srname('d', alg, .true.)
    call make_batch_d(dl, d, du, b, .false.)
    b0 = b
    xerbla_calls = 0
    call call_batch_d(alg, path, -1_gpu_int, bcount, dl, d, du, blds, b, bldb, info)
    call check_error(what // 'N = -1', info, 1, name, bits_d(b, b0))
    xerbla_calls = 0
    call call_batch_d(alg, path, bn, -1_gpu_int, dl, d, du, blds, b, bldb, info)
    call check_error(what // 'BATCH = -1', info, 2, name, bits_d(b, b0))
    xerbla_calls = 0
    call call_batch_d(alg, path, bn, bcount, dl, d, du, bn - 1, b, bldb, info)
    call check_error(what // 'LDS = 6 < N = 7', info, 6, name, bits_d(b, b0))
    xerbla_calls = 0
    call call_batch_d(alg, path, bn, bcount, dl, d, du, blds, b, bn - 1, info)
    call check_error(what // 'LDB = 6 < N = 7', info, 8, name, bits_d(b, b0))
    xerbla_calls = 0
    call call_batch_d(alg, path, 0_gpu_int, bcount, dl, d, du, 1_gpu_int, b, 1_gpu_int, info)
    call check(what // 'N = 0: INFO = 0, no xerbla call, B untouched', &
               info == 0 .and. xerbla_calls == 0 .and. bits_d(b, b0))
    call call_batch_d(alg, path, bn, 0_gpu_int, dl, d, du, blds, b, bldb, info)
    call check(what // 'BATCH = 0: INFO = 0, no xerbla call, B untouched', &
               info == 0 .and. xerbla_calls == 0 .and. bits_d(b, b0))
  end subroutine errors_batch_d

  subroutine errors_batch_z(alg, path)
    character(len=*), intent(in) :: alg, path
    complex(zp), dimension(blds, bcount) :: dl, d, du
    complex(zp), dimension(bldb, bcount) :: b, b0
    integer(gpu_int) :: info

    call make_batch_z(dl, d, du, b)
    b0 = b
    xerbla_calls = 0
    call call_batch_z(alg, path, bn, bcount, dl, d, du, blds, b, bn - 1, info)
    call check_error('gpu_zgtsv_' // alg // '_batch ' // path // ' LDB = 6 < N = 7', info, 8, &
                     srname('z', alg, .true.), bits_z(b, b0))
  end subroutine errors_batch_z

end program test_fortran
