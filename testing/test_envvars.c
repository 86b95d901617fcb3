/* test_envvars.c -- the byte-count environment variables read by
 * src/runtime/backend.c, checked where there is no GPU:
 *   GPUSOLVE_STAGE_CHUNK   the CUDA backend's staging chunk, 1M to 1G
 *                          (default 16M), gs_stage_chunk();
 *   GPUSOLVE_DEVICE_MEMORY the device-memory cap (default 0: none),
 *                          gs_device_memory_limit().
 * Each is read once per process, so every case runs in a child process of
 * its own (fork) with the variable set (or unset); the parent compares the
 * value the child reports with the expected one, and the child's standard
 * error with what it must say: nothing for a good value, a message naming
 * the variable for a bad one (which leaves the default).
 * Built from backend.c itself (the library exports only the gpu_
 * interface), with stand-ins for the CUDA context's functions it calls.
 * Exit status = failed cases. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "runtime/runtime.h"

#ifdef GPUSOLVE_HAVE_CUDA
/* backend.c's calls into cuda_context.cu: no device here */
int gs_cuda_usable(void) { return 0; }
const char *gs_cuda_device_name(void) { return "none"; }
void gs_cuda_trim_to_limit(void) {}
void gs_cuda_finalize(void) {}
#endif

#define MB ((size_t)1 << 20)

typedef struct {
  const char *var, *value; /* value NULL: unset */
  size_t expect;
  int complains; /* 1: a message on standard error expected */
} env_case;

static const env_case cases[] = {
    {"GPUSOLVE_STAGE_CHUNK", NULL, 16 * MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "", 16 * MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "1M", MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "1048576", MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "32m", 32 * MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "1.5M", 3 * MB / 2, 0},
    {"GPUSOLVE_STAGE_CHUNK", "4096k", 4 * MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "1G", 1024 * MB, 0},
    {"GPUSOLVE_STAGE_CHUNK", "1023K", 16 * MB, 1}, /* below 1M */
    {"GPUSOLVE_STAGE_CHUNK", "0", 16 * MB, 1},
    {"GPUSOLVE_STAGE_CHUNK", "1025M", 16 * MB, 1}, /* above 1G */
    {"GPUSOLVE_STAGE_CHUNK", "2G", 16 * MB, 1},
    {"GPUSOLVE_STAGE_CHUNK", "-16M", 16 * MB, 1},
    {"GPUSOLVE_STAGE_CHUNK", "16MB", 16 * MB, 1}, /* trailing characters */
    {"GPUSOLVE_STAGE_CHUNK", "16Q", 16 * MB, 1},
    {"GPUSOLVE_STAGE_CHUNK", "abc", 16 * MB, 1},
    {"GPUSOLVE_STAGE_CHUNK", "nan", 16 * MB, 1},
    {"GPUSOLVE_DEVICE_MEMORY", NULL, 0, 0},
    {"GPUSOLVE_DEVICE_MEMORY", "320K", 320 * 1024, 0},
    {"GPUSOLVE_DEVICE_MEMORY", "1.5G", 1536 * MB, 0},
    {"GPUSOLVE_DEVICE_MEMORY", "0", 0, 0},
    {"GPUSOLVE_DEVICE_MEMORY", "12345", 12345, 0},
    {"GPUSOLVE_DEVICE_MEMORY", "abc", 0, 1},
    {"GPUSOLVE_DEVICE_MEMORY", "-1", 0, 1},
    {"GPUSOLVE_DEVICE_MEMORY", "1e30", 0, 1}, /* not below 2^63 */
    {"GPUSOLVE_DEVICE_MEMORY", "8X", 0, 1},
};

/* Run case c in a child; 0 when it behaved. */
static int run(const env_case *c)
{
  int out[2], err[2], status = 0;
  char obuf[64] = "", ebuf[512] = "";
  ssize_t k;
  size_t got = 0;
  pid_t pid;
  if (pipe(out) != 0 || pipe(err) != 0) {
    printf("FAIL: pipe\n");
    return 1;
  }
  fflush(stdout);
  pid = fork();
  if (pid < 0) {
    printf("FAIL: fork\n");
    return 1;
  }
  if (pid == 0) { /* the child: set the variable, read it through the library's code */
    close(out[0]);
    close(err[0]);
    dup2(err[1], 2);
    if (c->value)
      setenv(c->var, c->value, 1);
    else
      unsetenv(c->var);
    const size_t v = strcmp(c->var, "GPUSOLVE_STAGE_CHUNK") == 0 ? gs_stage_chunk()
                                                                 : gs_device_memory_limit();
    fflush(stderr);
    dprintf(out[1], "%zu\n", v);
    _exit(0);
  }
  close(out[1]);
  close(err[1]);
  k = read(out[0], obuf, sizeof obuf - 1);
  obuf[k > 0 ? k : 0] = '\0';
  size_t n = 0;
  while (n < sizeof ebuf - 1 && (k = read(err[0], ebuf + n, sizeof ebuf - 1 - n)) > 0)
    n += (size_t)k;
  ebuf[n] = '\0';
  close(out[0]);
  close(err[0]);
  waitpid(pid, &status, 0);
  got = (size_t)strtoull(obuf, NULL, 10);
  const int said = strstr(ebuf, c->var) != NULL, quiet = n == 0;
  const int ok = WIFEXITED(status) && WEXITSTATUS(status) == 0 && obuf[0] != '\0' &&
                 got == c->expect && (c->complains ? said : quiet);
  printf("%s %s=%s%s%s: %zu (expected %zu)%s%s", ok ? "ok  " : "FAIL", c->var,
         c->value ? "\"" : "", c->value ? c->value : "(unset)", c->value ? "\"" : "", got,
         c->expect, n ? "; said: " : "", n ? ebuf : "\n");
  return !ok;
}

int main(void)
{
  int fails = 0;
  const int count = (int)(sizeof cases / sizeof cases[0]);
  for (int i = 0; i < count; i++)
    fails += run(&cases[i]);
  printf("%d passed, %d failed\n", count - fails, fails);
  return fails;
}
