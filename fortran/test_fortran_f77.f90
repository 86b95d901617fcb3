! test_fortran_f77.f90 -- the legacy route of fortran/test_fortran.f90.
!
! No module is in scope here: GPU_DGTSV_SPIKE and the others are external
! procedures with implicit interfaces, every argument passed by reference,
! as in an F77 code that replaced CALL DGTSV by CALL GPU_DGTSV_SPIKE.  They
! link against the F77 entry points (gpu_dgtsv_spike_, ...) of
! fortran/f77_entry.c.  This lives in a file of its own because gfortran
! checks calls against the other procedures of the same file, and in
! test_fortran.f90 would take GPU_DGTSV_SPIKE for the bind(C) interface of
! the same name (by value, not by reference).  The _dev forms take the same
! arrays: on the CPU backend device arrays are host arrays.
!
! The batch routines are reached through one wrapper per precision,
! f77_dbatch(route, ...), that picks the entry point by name (route =
! 'cr f77', 'cr f77 _dev', 'spike f77' or 'spike f77 _dev'), as a legacy code
! might switch between solvers.  DL, D, DU are declared (LDS,*) and B (LDB,*):
! the layout such a code already has, one system per column.

! The device-memory cap through the F77 entry points: INTEGER*8 byte counts.
subroutine f77_devmem(ok)
  implicit none
  logical ok
  integer gpu_set_device_memory_limit
  integer*8 gpu_get_device_memory_limit, bytes
  external gpu_set_device_memory_limit, gpu_get_device_memory_limit
  bytes = 2097152
  ok = gpu_set_device_memory_limit(bytes) == 0 .and. gpu_get_device_memory_limit() == bytes
  bytes = -5
  ok = ok .and. gpu_set_device_memory_limit(bytes) == -1 .and. &
       gpu_get_device_memory_limit() == 2097152
end subroutine f77_devmem

subroutine f77_dgtsv(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  double precision dl(*), d(*), du(*), b(ldb, *)
  external gpu_dgtsv_spike
  call gpu_dgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_dgtsv

subroutine f77_dgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  double precision dl(*), d(*), du(*), b(ldb, *)
  external gpu_dgtsv_spike_dev
  call gpu_dgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_dgtsv_dev

subroutine f77_zgtsv(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  complex*16 dl(*), d(*), du(*), b(ldb, *)
  external gpu_zgtsv_spike
  call gpu_zgtsv_spike(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_zgtsv

subroutine f77_zgtsv_dev(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  complex*16 dl(*), d(*), du(*), b(ldb, *)
  external gpu_zgtsv_spike_dev
  call gpu_zgtsv_spike_dev(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_zgtsv_dev

subroutine f77_dgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  double precision dl(*), d(*), du(*), b(ldb, *)
  external gpu_dgtsv_cr
  call gpu_dgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_dgtsv_cr

subroutine f77_dgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  double precision dl(*), d(*), du(*), b(ldb, *)
  external gpu_dgtsv_cr_dev
  call gpu_dgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_dgtsv_cr_dev

subroutine f77_zgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  complex*16 dl(*), d(*), du(*), b(ldb, *)
  external gpu_zgtsv_cr
  call gpu_zgtsv_cr(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_zgtsv_cr

subroutine f77_zgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
  implicit none
  integer n, nrhs, ldb, info
  complex*16 dl(*), d(*), du(*), b(ldb, *)
  external gpu_zgtsv_cr_dev
  call gpu_zgtsv_cr_dev(n, nrhs, dl, d, du, b, ldb, info)
end subroutine f77_zgtsv_cr_dev

subroutine f77_dbatch(route, n, batch, dl, d, du, lds, b, ldb, info)
  implicit none
  character*(*) route
  integer n, batch, lds, ldb, info
  double precision dl(lds, *), d(lds, *), du(lds, *), b(ldb, *)
  external gpu_dgtsv_cr_batch, gpu_dgtsv_cr_batch_dev
  external gpu_dgtsv_spike_batch, gpu_dgtsv_spike_batch_dev
  if (route == 'cr f77') then
    call gpu_dgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info)
  else if (route == 'cr f77 _dev') then
    call gpu_dgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info)
  else if (route == 'spike f77') then
    call gpu_dgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info)
  else
    call gpu_dgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info)
  end if
end subroutine f77_dbatch

subroutine f77_zbatch(route, n, batch, dl, d, du, lds, b, ldb, info)
  implicit none
  character*(*) route
  integer n, batch, lds, ldb, info
  complex*16 dl(lds, *), d(lds, *), du(lds, *), b(ldb, *)
  external gpu_zgtsv_cr_batch, gpu_zgtsv_cr_batch_dev
  external gpu_zgtsv_spike_batch, gpu_zgtsv_spike_batch_dev
  if (route == 'cr f77') then
    call gpu_zgtsv_cr_batch(n, batch, dl, d, du, lds, b, ldb, info)
  else if (route == 'cr f77 _dev') then
    call gpu_zgtsv_cr_batch_dev(n, batch, dl, d, du, lds, b, ldb, info)
  else if (route == 'spike f77') then
    call gpu_zgtsv_spike_batch(n, batch, dl, d, du, lds, b, ldb, info)
  else
    call gpu_zgtsv_spike_batch_dev(n, batch, dl, d, du, lds, b, ldb, info)
  end if
end subroutine f77_zbatch
