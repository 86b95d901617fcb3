*     legacy_dgtsv.f -- a legacy Fortran 77 code moved to gpusolve by
*     changing one name:
*         CALL DGTSV( N, NRHS, DL, D, DU, B, LDB, INFO )
*     becomes
*         CALL GPU_DGTSV_SPIKE( N, NRHS, DL, D, DU, B, LDB, INFO )
*     with the same arguments.  No module, no interface block, no
*     other change: GPU_DGTSV_SPIKE is the F77 entry point of
*     libgpusolve (every argument by reference), and so are
*     GPU_GET_BACKEND and GPU_FINALIZE.  Unlike DGTSV it leaves DL, D
*     and DU as they were.
*
*     The program builds one system of order N = 2**20 with LAPACK's
*     random number generator DLARNV (the C and module examples build
*     the very same one), solves it with LAPACK's DGTSV and with
*     GPU_DGTSV_SPIKE, and prints the backend, the times and how far
*     the two solutions are apart.  The first GPU_DGTSV_SPIKE call also
*     pays the one-time set-up (CUDA context, workspace pool), so the
*     call is timed twice.
*
*     A is diagonally dominant, D(i) in [4,5] against |DL|, |DU| <= 1,
*     so its condition number is at most 3.5 in the infinity norm.
*     Both solvers are backward stable, with a backward error of a few
*     units of roundoff per row whatever N is, so the two solutions
*     must agree to a small multiple of 3.5 * 1.1E-16; TOL = 1.0E-12
*     leaves a margin of about a thousand over that and still catches
*     any real error.  Exit status 1 when they do not agree.
      PROGRAM LEGDGT
      IMPLICIT NONE
      INTEGER N, NRHS
      PARAMETER ( N = 2**20, NRHS = 1 )
      DOUBLE PRECISION TOL
      PARAMETER ( TOL = 1.0D-12 )
*
      DOUBLE PRECISION DL( N-1 ), D( N ), DU( N-1 ), B( N ), X0( N )
      DOUBLE PRECISION DL2( N-1 ), D2( N ), DU2( N-1 ), B2( N ), B0( N )
      DOUBLE PRECISION TLAP, TGPU1, TGPU2, DIFF, XMAX, ERR
      INTEGER ISEED( 4 ), INFO, I, IB, LB
      INTEGER*8 T0, T1, RATE
      CHARACTER*7 BNAME
*
      INTEGER GPU_GET_BACKEND
      EXTERNAL DGTSV, DLARNV, GPU_DGTSV_SPIKE, GPU_GET_BACKEND,
     $         GPU_FINALIZE
      DATA ISEED / 1, 2, 3, 5 /
*
*     A and a known solution X0; B = A * X0.
*
      CALL DLARNV( 2, ISEED, N-1, DL )
      CALL DLARNV( 2, ISEED, N-1, DU )
      CALL DLARNV( 1, ISEED, N, D )
      DO 10 I = 1, N
         D( I ) = D( I ) + 4.0D0
   10 CONTINUE
      CALL DLARNV( 2, ISEED, N, X0 )
      B( 1 ) = D( 1 )*X0( 1 ) + DU( 1 )*X0( 2 )
      DO 20 I = 2, N - 1
         B( I ) = D( I )*X0( I ) + DL( I-1 )*X0( I-1 ) +
     $            DU( I )*X0( I+1 )
   20 CONTINUE
      B( N ) = D( N )*X0( N ) + DL( N-1 )*X0( N-1 )
*
*     LAPACK, on copies: DGTSV overwrites DL, D and DU.
*
      DO 30 I = 1, N - 1
         DL2( I ) = DL( I )
         DU2( I ) = DU( I )
   30 CONTINUE
      DO 40 I = 1, N
         D2( I ) = D( I )
         B2( I ) = B( I )
   40 CONTINUE
      CALL SYSTEM_CLOCK( T0, RATE )
      CALL DGTSV( N, NRHS, DL2, D2, DU2, B2, N, INFO )
      CALL SYSTEM_CLOCK( T1 )
      TLAP = DBLE( T1-T0 ) / DBLE( RATE )
      IF( INFO.NE.0 ) THEN
         WRITE( *, FMT = 9999 ) 'DGTSV', INFO
         STOP 1
      END IF
*
*     gpusolve, twice: the first call includes the one-time set-up.
*     B0 keeps the right-hand side for the second call.
*
      DO 50 I = 1, N
         B0( I ) = B( I )
   50 CONTINUE
      CALL SYSTEM_CLOCK( T0 )
      CALL GPU_DGTSV_SPIKE( N, NRHS, DL, D, DU, B, N, INFO )
      CALL SYSTEM_CLOCK( T1 )
      TGPU1 = DBLE( T1-T0 ) / DBLE( RATE )
      IF( INFO.NE.0 ) THEN
         WRITE( *, FMT = 9999 ) 'GPU_DGTSV_SPIKE', INFO
         STOP 1
      END IF
      DO 60 I = 1, N
         B( I ) = B0( I )
   60 CONTINUE
      CALL SYSTEM_CLOCK( T0 )
      CALL GPU_DGTSV_SPIKE( N, NRHS, DL, D, DU, B, N, INFO )
      CALL SYSTEM_CLOCK( T1 )
      TGPU2 = DBLE( T1-T0 ) / DBLE( RATE )
      IF( INFO.NE.0 ) THEN
         WRITE( *, FMT = 9999 ) 'GPU_DGTSV_SPIKE', INFO
         STOP 1
      END IF
*
*     Agreement with LAPACK, and LAPACK's own error against the known
*     solution, for scale.
*
      DIFF = 0.0D0
      XMAX = 0.0D0
      ERR = 0.0D0
      DO 70 I = 1, N
         DIFF = MAX( DIFF, ABS( B( I )-B2( I ) ) )
         ERR = MAX( ERR, ABS( B2( I )-X0( I ) ) )
         XMAX = MAX( XMAX, ABS( B2( I ) ) )
   70 CONTINUE
      DIFF = DIFF / XMAX
      ERR = ERR / XMAX
*
      IB = GPU_GET_BACKEND( )
      IF( IB.EQ.1 ) THEN
         BNAME = 'cpu'
         LB = 3
      ELSE IF( IB.EQ.2 ) THEN
         BNAME = 'cuda'
         LB = 4
      ELSE
         BNAME = 'unknown'
         LB = 7
      END IF
      WRITE( *, FMT = 9998 ) N, NRHS, BNAME( 1:LB ), IB
      WRITE( *, FMT = 9997 ) 'LAPACK DGTSV                  ', TLAP
      WRITE( *, FMT = 9997 ) 'GPU_DGTSV_SPIKE (first call)  ', TGPU1
      WRITE( *, FMT = 9997 ) 'GPU_DGTSV_SPIKE               ', TGPU2
      WRITE( *, FMT = 9996 ) ERR
      WRITE( *, FMT = 9995 ) DIFF, TOL
      CALL GPU_FINALIZE( )
      IF( .NOT.( DIFF.LE.TOL ) ) THEN
         WRITE( *, FMT = 9994 )
         STOP 1
      END IF
      WRITE( *, FMT = 9993 )
*
 9999 FORMAT( ' ', A, ' returned INFO = ', I0 )
 9998 FORMAT( ' legacy F77 call: N = ', I0, ', NRHS = ', I0,
     $        ', backend ', A, ' (GPU_GET_BACKEND = ', I0, ')' )
 9997 FORMAT( ' ', A, F10.4, ' s' )
 9996 FORMAT( ' LAPACK error  max|x_lapack - x_true| / max|x| = ',
     $        ES9.2 )
 9995 FORMAT( ' agreement     max|x_gpu - x_lapack| / max|x| = ',
     $        ES9.2, '  (tolerance ', ES7.1, ')' )
 9994 FORMAT( ' FAILED: GPU_DGTSV_SPIKE and DGTSV disagree' )
 9993 FORMAT( ' ok: GPU_DGTSV_SPIKE agrees with DGTSV' )
      END
