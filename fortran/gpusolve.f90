! gpusolve.f90 -- GENERATED from include/gpusolve.h by fortran/gen_module.sh.
! DO NOT EDIT: change the header, then run `make fortran-module`;
! `make check` (fortran/check_module.sh) fails while the two disagree.
!
! use gpusolve: bind(C) interfaces to the whole C API of gpusolve, every
! precision.  Arguments follow the C prototypes: scalars by value, arrays
! assumed-size, INFO intent(out).  The *_dev routines take device addresses
! as type(c_ptr): c_loc(x) of a host array on the CPU backend; on the CUDA
! backend c_loc(x) inside `!$acc host_data use_device(x)` or
! `!$omp target data use_device_addr(x)`, or a pointer from cudaMalloc.
! They run on the per-thread default stream of the calling thread
! (cudaStreamPerThread) and return when done; work queued before them on
! the legacy default stream (the default of CUDA Fortran) is finished
! first, work on streams the caller created is not: synchronize those
! first (include/gpusolve.h, Conventions).
! Routines that take or return C strings have Fortran wrappers of the same
! name that work with character strings.  The comments of the header, which
! document every routine, are repeated below.
!
! Legacy code needs no module: the library also exports F77 entry points
! (CALL GPU_DGTSV_SPIKE(N, NRHS, DL, D, DU, B, LDB, INFO), every argument
! by reference; see fortran/f77_entry.c).
module gpusolve
  use, intrinsic :: iso_c_binding
  implicit none
  private

  ! Integer type of every dimension, count and INFO (Fortran: integer(c_int32_t)).
  integer, parameter, public :: gpu_int = c_int32_t

  ! Backends.  GPU_BACKEND_AUTO picks CUDA when the library was built with it
  ! and a device is present, else the CPU.  The environment variable
  ! GPUSOLVE_BACKEND=auto|cuda|cpu sets the initial choice.
  integer(c_int), parameter, public :: GPU_BACKEND_AUTO = 0
  integer(c_int), parameter, public :: GPU_BACKEND_CPU = 1
  integer(c_int), parameter, public :: GPU_BACKEND_CUDA = 2

  ! Runtime INFO codes (always <= -100).
  integer(gpu_int), parameter, public :: GPU_ERR_NO_BACKEND = -100 ! requested backend not built or no usable device
  integer(gpu_int), parameter, public :: GPU_ERR_DEVICE_MEMORY = -101 ! device memory exhausted, or the cap too small
  integer(gpu_int), parameter, public :: GPU_ERR_HOST_MEMORY = -102 ! host memory exhausted
  integer(gpu_int), parameter, public :: GPU_ERR_CUDA = -103 ! a CUDA runtime call or kernel launch failed
  integer(gpu_int), parameter, public :: GPU_ERR_INTERNAL = -104 ! internal inconsistency (please report)

  ! Handlers passed to the library as type(c_funptr): c_funloc(proc) of a
  ! bind(C) procedure with this interface.
  abstract interface
    ! gpu_xerbla: called once by a routine that finds argument -info illegal.
    ! It prints "** On entry to SRNAME parameter number I had an illegal value"
    ! on stderr and returns; it never stops the program.
    ! gpu_set_xerbla replaces it (NULL restores the default); the handler
    ! receives the routine's name in upper case and the positive number i.
    subroutine gpu_xerbla_handler(srname, i) &
        bind(C)
      import :: c_char, gpu_int
      character(kind=c_char), dimension(*), intent(in) :: srname
      integer(gpu_int), value :: i
    end subroutine gpu_xerbla_handler
  end interface

  interface
    ! gpu_set_backend: choose the backend for later calls in this process.
    !   backend = GPU_BACKEND_AUTO, _CPU or _CUDA.
    !   Returns 0, GPU_ERR_NO_BACKEND if the backend is not usable here (the
    !   choice is then unchanged), or -1 if backend is not one of the three.
    function gpu_set_backend(backend) &
        bind(C, name='gpu_set_backend')
      import :: c_int
      integer(c_int), value :: backend
      integer(c_int) :: gpu_set_backend
    end function gpu_set_backend

    ! gpu_get_backend: the backend that calls use now, GPU_BACKEND_CPU or
    ! GPU_BACKEND_CUDA (AUTO is resolved on first use).
    function gpu_get_backend() &
        bind(C, name='gpu_get_backend')
      import :: c_int
      integer(c_int) :: gpu_get_backend
    end function gpu_get_backend

    ! gpu_backend_name: "cpu" or "cuda" for a backend number, "auto", or "unknown".
    function gpu_backend_name_c(backend) &
        bind(C, name='gpu_backend_name')
      import :: c_ptr, c_int
      integer(c_int), value :: backend
      type(c_ptr) :: gpu_backend_name_c
    end function gpu_backend_name_c

    ! gpu_cuda_available: 1 when the library was built with CUDA and a device is
    ! usable, else 0.
    function gpu_cuda_available() &
        bind(C, name='gpu_cuda_available')
      import :: c_int
      integer(c_int) :: gpu_cuda_available
    end function gpu_cuda_available

    ! gpu_device_name: a text naming the device in use ("CPU (OpenMP, k threads)"
    ! on the CPU backend).
    function gpu_device_name_c() &
        bind(C, name='gpu_device_name')
      import :: c_ptr
      type(c_ptr) :: gpu_device_name_c
    end function gpu_device_name_c

    ! gpu_finalize: release every cached device and host resource (workspace
    ! pool, pinned buffers).  The library may be used again afterwards; it then
    ! allocates afresh.  Must not be called while another thread is inside a
    ! gpusolve routine.
    subroutine gpu_finalize() &
        bind(C, name='gpu_finalize')
    end subroutine gpu_finalize

    ! gpu_set_device_memory_limit: cap the device memory the library keeps (its
    ! workspace pool: buffers in use and buffers cached between calls) at BYTES,
    ! for later calls in this process; 0 removes the cap.  The environment
    ! variable GPUSOLVE_DEVICE_MEMORY (a byte count with an optional K, M or G
    ! suffix, powers of 1024, e.g. 512M; read at first use) sets the initial
    ! cap; this call overrides it.  Lowering the cap frees cached buffers above
    ! it at once.  Under the cap, the host forms of gpu_?gtsv_spike solve a
    ! system whose device copies do not fit in chunks of rows
    ! (docs/gtsv_spike.md, "Systems larger than device memory"), and the batch
    ! routines (gpu_?gtsv_cr, gpu_?gtsv_cr_batch, gpu_?gtsv_spike_batch, host
    ! and _dev forms) solve a batch whose device copies or workspace do not
    ! fit in groups of systems, with the same results (docs/gtsv_batch.md);
    ! gpu_?gtsv_spike_dev, and a batch routine one of whose systems does not
    ! fit alone, return INFO = GPU_ERR_DEVICE_MEMORY where their workspace
    ! does not fit.  The cap does not count the CUDA runtime's own memory,
    ! nor the device arrays a caller passes to the _dev forms.  No effect on
    ! the CPU backend.
    !   Returns 0, or -1 when BYTES is not a valid cap (at least 2^63: a
    !   negative number converted, e.g. from a Fortran integer(c_size_t)); the
    !   cap is then unchanged.
    function gpu_set_device_memory_limit(bytes) &
        bind(C, name='gpu_set_device_memory_limit')
      import :: c_int, c_size_t
      integer(c_size_t), value :: bytes
      integer(c_int) :: gpu_set_device_memory_limit
    end function gpu_set_device_memory_limit

    ! gpu_get_device_memory_limit: the cap in bytes, 0 when there is none.
    function gpu_get_device_memory_limit() &
        bind(C, name='gpu_get_device_memory_limit')
      import :: c_size_t
      integer(c_size_t) :: gpu_get_device_memory_limit
    end function gpu_get_device_memory_limit

    ! gpu_strerror: a static text for any INFO value.
    function gpu_strerror_c(info) &
        bind(C, name='gpu_strerror')
      import :: c_ptr, gpu_int
      integer(gpu_int), value :: info
      type(c_ptr) :: gpu_strerror_c
    end function gpu_strerror_c

    subroutine gpu_xerbla_c(srname, i) &
        bind(C, name='gpu_xerbla')
      import :: c_char, gpu_int
      character(kind=c_char), dimension(*), intent(in) :: srname
      integer(gpu_int), value :: i
    end subroutine gpu_xerbla_c

    function gpu_set_xerbla(handler) &
        bind(C, name='gpu_set_xerbla')
      import :: c_funptr
      type(c_funptr), value :: handler
      type(c_funptr) :: gpu_set_xerbla
    end function gpu_set_xerbla

    ! gpu_version: "MAJOR.MINOR.PATCH".
    function gpu_version_c() &
        bind(C, name='gpu_version')
      import :: c_ptr
      type(c_ptr) :: gpu_version_c
    end function gpu_version_c

    ! Purpose
    !   Solves A * X = B for a general tridiagonal N-by-N matrix A and an
    !   N-by-NRHS matrix B, as LAPACK's xGTSV does, with the SPIKE algorithm:
    !   each partition factored by Gaussian elimination with partial pivoting
    !   (xGTSV's row interchanges, within the partition), the reduced spike
    !   system solved recursively on the same backend.  Backward
    !   stable in practice on the whole stability gallery (docs/gtsv_spike.md).
    !
    ! Arguments (as xGTSV)
    !   N     (in)  order of A, N >= 0.
    !   NRHS  (in)  number of right-hand sides, NRHS >= 0.
    !   DL    (in)  array of N-1 entries: the sub-diagonal, A(i+1,i).
    !   D     (in)  array of N entries: the diagonal.
    !   DU    (in)  array of N-1 entries: the super-diagonal, A(i,i+1).
    !               Unlike xGTSV, DL, D and DU are left unchanged.
    !   B     (in/out) LDB-by-NRHS, column major: on entry B, on exit X when
    !               INFO = 0; unchanged when INFO < 0 or INFO > 0.
    !   LDB   (in)  leading dimension of B, LDB >= max(1,N).
    !   INFO  (out) 0: success.
    !               -i, i = 1..7: argument i illegal (N < 0: -1; NRHS < 0: -2;
    !                 DL, D, DU or B NULL with N > 1 (DL, DU) or N > 0 (D, B)
    !                 and NRHS > 0 (B): -3..-6; LDB < max(1,N): -7), or
    !                 argument i (3..6) holds a NaN or an infinity: the routine
    !                 reports the first such array in argument order.
    !               i > 0: A is exactly singular: U(i,i) of Gaussian
    !                 elimination with partial pivoting is exactly zero, the
    !                 same i as xGTSV (SPIKE hands such a matrix to that
    !                 sequential elimination).  X not computed.
    !               GPU_ERR_*: a runtime failure; B unchanged (but see
    !                 below).
    !   Where A is so ill-conditioned that X overflows, X holds infinities and
    !   INFO = 0, as with LAPACK.
    !
    ! Systems larger than device memory: on the CUDA backend the host forms
    ! solve a system whose device copies and workspace do not fit in the
    ! device's free memory or under the cap of gpu_set_device_memory_limit in
    ! chunks of consecutive rows (SPIKE at the scale of chunks: the input is
    ! read twice, a reduced system of 2 unknowns per chunk is solved on the
    ! host), with the same INFO and the accuracy of the in-core path; any N
    ! that fits in host memory.  X is kept in a host buffer of N*NRHS elements
    ! until accepted; where the host has no room for it, X goes straight into
    ! B, and a runtime failure (GPU_ERR_*) in the second pass may then leave X
    ! in some rows of B.  INFO = GPU_ERR_DEVICE_MEMORY only when not even a
    ! chunk of 64 rows fits.  docs/gtsv_spike.md, "Systems larger than device
    ! memory".
    !
    ! The _dev forms take DL, D, DU and B in device memory (CUDA backend) and
    ! return when INFO is known; their workspace must fit.
    subroutine gpu_sgtsv_spike(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_sgtsv_spike')
      import :: gpu_int, c_float
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      real(c_float), dimension(*), intent(in) :: dl
      real(c_float), dimension(*), intent(in) :: d
      real(c_float), dimension(*), intent(in) :: du
      real(c_float), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_spike

    subroutine gpu_dgtsv_spike(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_dgtsv_spike')
      import :: gpu_int, c_double
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      real(c_double), dimension(*), intent(in) :: dl
      real(c_double), dimension(*), intent(in) :: d
      real(c_double), dimension(*), intent(in) :: du
      real(c_double), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_spike

    subroutine gpu_cgtsv_spike(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_cgtsv_spike')
      import :: gpu_int, c_float_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      complex(c_float_complex), dimension(*), intent(in) :: dl
      complex(c_float_complex), dimension(*), intent(in) :: d
      complex(c_float_complex), dimension(*), intent(in) :: du
      complex(c_float_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_spike

    subroutine gpu_zgtsv_spike(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_zgtsv_spike')
      import :: gpu_int, c_double_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      complex(c_double_complex), dimension(*), intent(in) :: dl
      complex(c_double_complex), dimension(*), intent(in) :: d
      complex(c_double_complex), dimension(*), intent(in) :: du
      complex(c_double_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_spike

    subroutine gpu_sgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_sgtsv_spike_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_spike_dev

    subroutine gpu_dgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_dgtsv_spike_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_spike_dev

    subroutine gpu_cgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_cgtsv_spike_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_spike_dev

    subroutine gpu_zgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_zgtsv_spike_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_spike_dev

    ! Purpose
    !   Solves A * X = B as xGTSV does, by cyclic reduction (Hockney; on the GPU
    !   in shared memory with even and odd equations in separate arrays, after
    !   Goeddeke and Strzodka).  NO PIVOTING: use it where elimination without
    !   interchanges is safe -- A diagonally dominant by rows or columns, or
    !   symmetric positive definite -- and gpu_?gtsv_spike otherwise.  On other
    !   matrices it may lose every digit or report a zero pivot although A is
    !   nonsingular (docs/gtsv_cr.md lists the gallery types where it does).
    !
    ! Arguments: as gpu_?gtsv_spike (N, NRHS, DL, D, DU, B, LDB, INFO); DL, D,
    !   DU are left unchanged.
    !   INFO  (out) 0: success.
    !               -i, i = 1..8: argument i illegal, as gpu_?gtsv_spike
    !                 (NaN and infinities are not illegal here: see i > 0).
    !               i > 0: the reduction met an exactly zero pivot in the
    !                 equation of row i, or row i of A or of a column of B
    !                 holds a NaN or an infinity, or the elimination overflowed
    !                 (i is then the first row whose X is not finite).  The
    !                 columns of B where that happened are unchanged; with a
    !                 zero pivot that is every column.
    !               GPU_ERR_*: a runtime failure; B unchanged.
    subroutine gpu_sgtsv_cr(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_sgtsv_cr')
      import :: gpu_int, c_float
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      real(c_float), dimension(*), intent(in) :: dl
      real(c_float), dimension(*), intent(in) :: d
      real(c_float), dimension(*), intent(in) :: du
      real(c_float), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_cr

    subroutine gpu_dgtsv_cr(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_dgtsv_cr')
      import :: gpu_int, c_double
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      real(c_double), dimension(*), intent(in) :: dl
      real(c_double), dimension(*), intent(in) :: d
      real(c_double), dimension(*), intent(in) :: du
      real(c_double), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_cr

    subroutine gpu_cgtsv_cr(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_cgtsv_cr')
      import :: gpu_int, c_float_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      complex(c_float_complex), dimension(*), intent(in) :: dl
      complex(c_float_complex), dimension(*), intent(in) :: d
      complex(c_float_complex), dimension(*), intent(in) :: du
      complex(c_float_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_cr

    subroutine gpu_zgtsv_cr(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_zgtsv_cr')
      import :: gpu_int, c_double_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      complex(c_double_complex), dimension(*), intent(in) :: dl
      complex(c_double_complex), dimension(*), intent(in) :: d
      complex(c_double_complex), dimension(*), intent(in) :: du
      complex(c_double_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_cr

    subroutine gpu_sgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_sgtsv_cr_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_cr_dev

    subroutine gpu_dgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_dgtsv_cr_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_cr_dev

    subroutine gpu_cgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_cgtsv_cr_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_cr_dev

    subroutine gpu_zgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info) &
        bind(C, name='gpu_zgtsv_cr_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: nrhs
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_cr_dev

    ! Purpose
    !   Solve BATCH independent systems A_k x_k = b_k, k = 0..BATCH-1, each
    !   tridiagonal of order N with one right-hand side, in the strided layout:
    !     DL(k*LDS + j), j = 0..N-2:  A_k(j+1,j)   (sub-diagonal)
    !     D (k*LDS + j), j = 0..N-1:  A_k(j,j)     (diagonal)
    !     DU(k*LDS + j), j = 0..N-2:  A_k(j,j+1)   (super-diagonal)
    !     B (k*LDB + j), j = 0..N-1:  b_k on entry, x_k on exit.
    !   (0-based offsets; in Fortran, DL(LDS,BATCH) etc. with system k in column
    !   k+1.)  DL(k*LDS+N-1) and DU(k*LDS+N-1) are not referenced.
    !   gpu_?gtsv_cr_batch: cyclic reduction without pivoting, with gpu_?gtsv_cr's
    !     restrictions (diagonally dominant or SPD systems).
    !   gpu_?gtsv_spike_batch: stable, each system solved as gpu_?gtsv_spike
    !     solves it: a long system (N > 4096 and BATCH SPIKE solves of order N
    !     faster than N steps of one thread: in double about N > 450*BATCH at
    !     N = 8192, N > 1000*BATCH at N = 2^20, other precisions
    !     likewise from their own times, docs/gtsv_batch.md) by SPIKE with
    !     its stability guard and fallback; shorter systems,
    !     each one SPIKE partition, by LAPACK's elimination with partial
    !     pivoting (xGTSV's algorithm, one thread per system on the GPU).
    !
    ! Arguments
    !   N     (in)  order of every system, N >= 0.
    !   BATCH (in)  number of systems, BATCH >= 0.
    !   DL, D, DU (in) the matrices as above; left unchanged.
    !   LDS   (in)  distance between consecutive systems in DL, D, DU,
    !               LDS >= max(1,N).
    !   B     (in/out) the right-hand sides, overwritten by the solutions.
    !   LDB   (in)  distance between consecutive right-hand sides, LDB >= max(1,N).
    !   INFO  (out) 0: every system solved.
    !               -i, i = 1..9: argument i illegal (N < 0: -1; BATCH < 0: -2;
    !                 DL, D, DU NULL with N > 1 (DL, DU) or N > 0 (D) and
    !                 BATCH > 0: -3..-5; LDS < max(1,N): -6; B NULL with N > 0
    !                 and BATCH > 0: -7; LDB < max(1,N): -8; INFO NULL: -9).
    !               INFO = k*N + i > 0: system k (0-based, the lowest such) was
    !                 not solved, and i (1..N) says why as for the routine's
    !                 single-system form: for _spike_batch, U(i,i) = 0 in GEPP
    !                 (A_k exactly singular, xGTSV's i) or row i of A_k or of
    !                 b_k holds a NaN or an infinity; for _cr_batch, as
    !                 gpu_?gtsv_cr's i.  Recover them as
    !                   k = (INFO-1) / N,   i = INFO - k*N.
    !                 A system that is not solved keeps its b_k unchanged; every
    !                 other system is solved.  Should k*N + i exceed the range
    !                 of gpu_int, INFO = 2147483647 (a system at or past
    !                 2147483646/N failed).
    !               GPU_ERR_*: a runtime failure; B unchanged.
    ! The _dev forms take DL, D, DU and B in device memory (CUDA backend).
    subroutine gpu_sgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_sgtsv_cr_batch')
      import :: gpu_int, c_float
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      real(c_float), dimension(*), intent(in) :: dl
      real(c_float), dimension(*), intent(in) :: d
      real(c_float), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      real(c_float), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_cr_batch

    subroutine gpu_dgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_dgtsv_cr_batch')
      import :: gpu_int, c_double
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      real(c_double), dimension(*), intent(in) :: dl
      real(c_double), dimension(*), intent(in) :: d
      real(c_double), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      real(c_double), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_cr_batch

    subroutine gpu_cgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_cgtsv_cr_batch')
      import :: gpu_int, c_float_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      complex(c_float_complex), dimension(*), intent(in) :: dl
      complex(c_float_complex), dimension(*), intent(in) :: d
      complex(c_float_complex), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      complex(c_float_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_cr_batch

    subroutine gpu_zgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_zgtsv_cr_batch')
      import :: gpu_int, c_double_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      complex(c_double_complex), dimension(*), intent(in) :: dl
      complex(c_double_complex), dimension(*), intent(in) :: d
      complex(c_double_complex), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      complex(c_double_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_cr_batch

    subroutine gpu_sgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_sgtsv_cr_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_cr_batch_dev

    subroutine gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_dgtsv_cr_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_cr_batch_dev

    subroutine gpu_cgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_cgtsv_cr_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_cr_batch_dev

    subroutine gpu_zgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_zgtsv_cr_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_cr_batch_dev

    subroutine gpu_sgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_sgtsv_spike_batch')
      import :: gpu_int, c_float
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      real(c_float), dimension(*), intent(in) :: dl
      real(c_float), dimension(*), intent(in) :: d
      real(c_float), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      real(c_float), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_spike_batch

    subroutine gpu_dgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_dgtsv_spike_batch')
      import :: gpu_int, c_double
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      real(c_double), dimension(*), intent(in) :: dl
      real(c_double), dimension(*), intent(in) :: d
      real(c_double), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      real(c_double), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_spike_batch

    subroutine gpu_cgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_cgtsv_spike_batch')
      import :: gpu_int, c_float_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      complex(c_float_complex), dimension(*), intent(in) :: dl
      complex(c_float_complex), dimension(*), intent(in) :: d
      complex(c_float_complex), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      complex(c_float_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_spike_batch

    subroutine gpu_zgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_zgtsv_spike_batch')
      import :: gpu_int, c_double_complex
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      complex(c_double_complex), dimension(*), intent(in) :: dl
      complex(c_double_complex), dimension(*), intent(in) :: d
      complex(c_double_complex), dimension(*), intent(in) :: du
      integer(gpu_int), value :: lds
      complex(c_double_complex), dimension(*), intent(inout) :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_spike_batch

    subroutine gpu_sgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_sgtsv_spike_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_sgtsv_spike_batch_dev

    subroutine gpu_dgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_dgtsv_spike_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_dgtsv_spike_batch_dev

    subroutine gpu_cgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_cgtsv_spike_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_cgtsv_spike_batch_dev

    subroutine gpu_zgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info) &
        bind(C, name='gpu_zgtsv_spike_batch_dev')
      import :: gpu_int, c_ptr
      integer(gpu_int), value :: n
      integer(gpu_int), value :: batch
      type(c_ptr), value :: dl
      type(c_ptr), value :: d
      type(c_ptr), value :: du
      integer(gpu_int), value :: lds
      type(c_ptr), value :: b
      integer(gpu_int), value :: ldb
      integer(gpu_int), intent(out) :: info
    end subroutine gpu_zgtsv_spike_batch_dev
  end interface

  public :: gpu_set_backend
  public :: gpu_get_backend
  public :: gpu_backend_name
  public :: gpu_cuda_available
  public :: gpu_device_name
  public :: gpu_finalize
  public :: gpu_set_device_memory_limit
  public :: gpu_get_device_memory_limit
  public :: gpu_strerror
  public :: gpu_xerbla_handler
  public :: gpu_xerbla
  public :: gpu_set_xerbla
  public :: gpu_version
  public :: gpu_sgtsv_spike
  public :: gpu_dgtsv_spike
  public :: gpu_cgtsv_spike
  public :: gpu_zgtsv_spike
  public :: gpu_sgtsv_spike_dev
  public :: gpu_dgtsv_spike_dev
  public :: gpu_cgtsv_spike_dev
  public :: gpu_zgtsv_spike_dev
  public :: gpu_sgtsv_cr
  public :: gpu_dgtsv_cr
  public :: gpu_cgtsv_cr
  public :: gpu_zgtsv_cr
  public :: gpu_sgtsv_cr_dev
  public :: gpu_dgtsv_cr_dev
  public :: gpu_cgtsv_cr_dev
  public :: gpu_zgtsv_cr_dev
  public :: gpu_sgtsv_cr_batch
  public :: gpu_dgtsv_cr_batch
  public :: gpu_cgtsv_cr_batch
  public :: gpu_zgtsv_cr_batch
  public :: gpu_sgtsv_cr_batch_dev
  public :: gpu_dgtsv_cr_batch_dev
  public :: gpu_cgtsv_cr_batch_dev
  public :: gpu_zgtsv_cr_batch_dev
  public :: gpu_sgtsv_spike_batch
  public :: gpu_dgtsv_spike_batch
  public :: gpu_cgtsv_spike_batch
  public :: gpu_zgtsv_spike_batch
  public :: gpu_sgtsv_spike_batch_dev
  public :: gpu_dgtsv_spike_batch_dev
  public :: gpu_cgtsv_spike_batch_dev
  public :: gpu_zgtsv_spike_batch_dev

  interface
    ! strlen(3) of the C library, to copy the strings the library returns.
    function gpu_c_strlen(s) &
        bind(C, name='strlen')
      import :: c_ptr, c_size_t
      type(c_ptr), value :: s
      integer(c_size_t) :: gpu_c_strlen
    end function gpu_c_strlen
  end interface

contains

  ! gpu_backend_name: "cpu" or "cuda" for a backend number, "auto", or "unknown".
  function gpu_backend_name(backend) result(gpu_res)
    integer(c_int), intent(in) :: backend
    character(len=:), allocatable :: gpu_res
    call gpu_f_string(gpu_backend_name_c(backend), gpu_res)
  end function gpu_backend_name

  ! gpu_device_name: a text naming the device in use ("CPU (OpenMP, k threads)"
  ! on the CPU backend).
  function gpu_device_name() result(gpu_res)
    character(len=:), allocatable :: gpu_res
    call gpu_f_string(gpu_device_name_c(), gpu_res)
  end function gpu_device_name

  ! gpu_strerror: a static text for any INFO value.
  function gpu_strerror(info) result(gpu_res)
    integer(gpu_int), intent(in) :: info
    character(len=:), allocatable :: gpu_res
    call gpu_f_string(gpu_strerror_c(info), gpu_res)
  end function gpu_strerror

  subroutine gpu_xerbla(srname, i)
    character(len=*), intent(in) :: srname
    integer(gpu_int), intent(in) :: i
    call gpu_xerbla_c(trim(srname) // c_null_char, i)
  end subroutine gpu_xerbla

  ! gpu_version: "MAJOR.MINOR.PATCH".
  function gpu_version() result(gpu_res)
    character(len=:), allocatable :: gpu_res
    call gpu_f_string(gpu_version_c(), gpu_res)
  end function gpu_version

  ! str = a copy of the NUL-terminated C string at p ("" for a null pointer).
  ! A subroutine, not a function: gfortran keeps the length of a deferred-
  ! length function result in a static variable, which threads would share.
  subroutine gpu_f_string(p, str)
    type(c_ptr), intent(in) :: p
    character(len=:), allocatable, intent(out) :: str
    character(kind=c_char), dimension(:), pointer :: chars
    integer :: i, length
    if (.not. c_associated(p)) then
      str = ""
      return
    end if
    length = int(gpu_c_strlen(p))
    call c_f_pointer(p, chars, [length])
    allocate(character(len=length) :: str)
    do i = 1, length
      str(i:i) = chars(i)
    end do
  end subroutine gpu_f_string

end module gpusolve
