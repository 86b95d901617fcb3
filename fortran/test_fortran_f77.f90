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
