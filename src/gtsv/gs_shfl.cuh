/* gs_shfl.cuh -- warp shuffles of the library's scalar types (float,
 * double and the complex pairs, part by part), for the CUDA translation
 * units of gtsv/: the batch kernels' neighbour exchanges (up, down, whole
 * warp) and the reduced system's lane teams (idx, within the lanes of
 * mask). */
#ifndef GS_SHFL_CUH
#define GS_SHFL_CUH

static __device__ __forceinline__ float gs_shfl_up(float v, int h, int width)
{
  return __shfl_up_sync(0xffffffffu, v, h, width);
}
static __device__ __forceinline__ double gs_shfl_up(double v, int h, int width)
{
  return __shfl_up_sync(0xffffffffu, v, h, width);
}
static __device__ __forceinline__ float gs_shfl_down(float v, int h, int width)
{
  return __shfl_down_sync(0xffffffffu, v, h, width);
}
static __device__ __forceinline__ double gs_shfl_down(double v, int h, int width)
{
  return __shfl_down_sync(0xffffffffu, v, h, width);
}
static __device__ __forceinline__ float gs_shfl_idx(unsigned mask, float v, int src, int width)
{
  return __shfl_sync(mask, v, src, width);
}
static __device__ __forceinline__ double gs_shfl_idx(unsigned mask, double v, int src, int width)
{
  return __shfl_sync(mask, v, src, width);
}
template <typename Z> static __device__ __forceinline__ Z gs_shfl_up(Z v, int h, int width)
{ /* the complex types, part by part */
  v.re = gs_shfl_up(v.re, h, width);
  v.im = gs_shfl_up(v.im, h, width);
  return v;
}
template <typename Z> static __device__ __forceinline__ Z gs_shfl_down(Z v, int h, int width)
{
  v.re = gs_shfl_down(v.re, h, width);
  v.im = gs_shfl_down(v.im, h, width);
  return v;
}
template <typename Z>
static __device__ __forceinline__ Z gs_shfl_idx(unsigned mask, Z v, int src, int width)
{
  v.re = gs_shfl_idx(mask, v.re, src, width);
  v.im = gs_shfl_idx(mask, v.im, src, width);
  return v;
}

#endif
