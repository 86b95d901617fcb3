#!/bin/sh
# gen_module.sh HEADER -- write the Fortran 2003 module `gpusolve` for the C
# header HEADER (include/gpusolve.h) on standard output.
#
#   fortran/gen_module.sh include/gpusolve.h > fortran/gpusolve.f90
#   (or: make fortran-module, which does exactly that in the source tree)
#
# Why a generator: the module must say what the header says, for every
# routine and every precision, and a hand-kept copy drifts (FFTW's f03api.sh
# makes the same choice).  fortran/check_module.sh, run by `make check`,
# regenerates into a temporary file and fails on any difference, so a header
# change that is not carried into the committed module cannot go unnoticed.
#
# POSIX sh and awk only (no gawk extensions: Debian's default awk is mawk),
# LC_ALL=C so the output is byte-identical on every machine.  AWK may name
# another awk (the generator is checked with mawk, gawk --posix and the
# one-true-awk of the BSDs and macOS).
#
# What the header may contain, and what each item becomes:
#   typedef int32_t gpu_int;           integer, parameter :: gpu_int = c_int32_t
#   #define GPU_X n  (integer literal) integer parameter GPU_X = n; kind
#                                      gpu_int for GPU_ERR_* (they are INFO
#                                      values), c_int otherwise (they are the
#                                      `int backend` arguments)
#   typedef void (*name)(args);        abstract interface `name` (bind(C)),
#                                      for handlers passed as type(c_funptr)
#   RET name(args);                    bind(C) interface:
#       by-value scalar                ..., value
#       size_t (argument or result)    integer(c_size_t) (signed in Fortran)
#       gpu_int *info                  integer(gpu_int), intent(out)
#       const T *x / T *x              T, dimension(*), intent(in) / (inout)
#       T *x in a *_dev routine        type(c_ptr), value (device address)
#       function-pointer typedef       type(c_funptr), value
#       const char *s (argument)       wrapper taking character(len=*)
#       const char * (result)          wrapper returning
#                                      character(len=:), allocatable
#   Where a wrapper is made, the bind(C) interface is private and named
#   name_c; the wrapper carries the C name.
# Anything else (an unknown type, a non-const char *, a non-integer GPU_
# macro, a brace outside `#ifdef __cplusplus`) stops the generator with an
# error instead of being skipped: a routine must never silently go missing.
set -eu
LC_ALL=C
export LC_ALL

if [ $# -ne 1 ] || [ ! -r "$1" ]; then
  echo "usage: $0 include/gpusolve.h > fortran/gpusolve.f90" >&2
  exit 2
fi

exec ${AWK:-awk} '
function die(msg) {
  printf "gen_module.sh: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"
  failed = 1
  exit 1
}

# ---- output buffers, printed in order at the end --------------------------
function out_const(s) { consts = consts s "\n" }
function out_abs(s)   { abstr = abstr s "\n" }
function out_if(s)    { ifaces = ifaces s "\n" }
function out_wrap(s)  { wraps = wraps s }
function out_pub(n)   { pubs = pubs "  public :: " n "\n" }

# Fortran comment lines for a C comment text (lines separated by "\n").
function fcomment(text, indent,    n, i, lines, s, first) {
  n = split(text, lines, "\n")
  first = 1
  while (first <= n && lines[first] == "") first++
  while (n >= first && lines[n] == "") n--
  s = ""
  for (i = first; i <= n; i++) {
    if (lines[i] == "") s = s indent "!\n"
    else s = s indent "! " lines[i] "\n"
  }
  return s
}

# Text of one comment line: without the opening or closing marks and the
# leading " * " of continuation lines.
function ctext(s) {
  if (s ~ /^[ \t]*\/\*/) sub(/^[ \t]*\/\*+ ?/, "", s)
  else if (s !~ /^[ \t]*\*\//) sub(/^[ \t]*\* ?/, "", s)
  sub(/[ \t]*\*+\/[ \t]*$/, "", s)
  sub(/[ \t]+$/, "", s)
  return s
}

# ---- types ----------------------------------------------------------------
# Fortran type of a C base type; sets KIND to the iso_c_binding (or module)
# name the interface body has to import.
function ftype(t) {
  if (t == "int")                { KIND = "c_int";            return "integer(c_int)" }
  if (t == "gpu_int")            { KIND = "gpu_int";          return "integer(gpu_int)" }
  if (t == "size_t")             { KIND = "c_size_t";         return "integer(c_size_t)" }
  if (t == "float")              { KIND = "c_float";          return "real(c_float)" }
  if (t == "double")             { KIND = "c_double";         return "real(c_double)" }
  if (t == "gpu_complex_float")  { KIND = "c_float_complex";  return "complex(c_float_complex)" }
  if (t == "gpu_complex_double") { KIND = "c_double_complex"; return "complex(c_double_complex)" }
  if (t == "char")               { KIND = "c_char";           return "character(kind=c_char)" }
  if (t in funptr)               { KIND = "c_funptr";         return "type(c_funptr)" }
  die("type \"" t "\" has no Fortran mapping (teach fortran/gen_module.sh)")
}

function add_import(k) {
  if (index(" " IMPORTS " ", " " k " ") == 0) IMPORTS = IMPORTS " " k
}
function import_line(    n, i, a, s) {
  n = split(IMPORTS, a, " ")
  s = ""
  for (i = 1; i <= n; i++) s = s (s == "" ? "" : ", ") a[i]
  return s
}

# Split the C parameter list P (already spaced out) into NA parameters:
# ANAME[i], ABASE[i] (base type), APTR[i] (1 for a pointer), ACONST[i].
function parse_params(p,    n, i, parts, m, j, tok, base) {
  NA = 0
  gsub(/^ +| +$/, "", p)
  if (p == "void" || p == "") return
  n = split(p, parts, ",")
  for (i = 1; i <= n; i++) {
    m = split(parts[i], tok, " ")
    if (m < 2) die("parameter \"" parts[i] "\" has no name")
    NA++
    ANAME[NA] = tok[m]
    APTR[NA] = 0; ACONST[NA] = 0; base = ""
    for (j = 1; j < m; j++) {
      if (tok[j] == "const") ACONST[NA] = 1
      else if (tok[j] == "*") APTR[NA]++
      else base = base (base == "" ? "" : " ") tok[j]
    }
    if (APTR[NA] > 1) die("parameter \"" ANAME[NA] "\": pointer to pointer")
    ABASE[NA] = base
  }
}

# Declaration of parameter i in a bind(C) interface of routine CNAME.
function decl_c(i, cname,    t) {
  t = ftype(ABASE[i])
  if (!APTR[i]) { add_import(KIND); return t ", value :: " ANAME[i] }
  if (ABASE[i] == "char") {
    if (!ACONST[i]) die("non-const char * parameter \"" ANAME[i] "\"")
    add_import(KIND)
    return t ", dimension(*), intent(in) :: " ANAME[i]
  }
  if (ABASE[i] == "gpu_int" && ANAME[i] == "info" && !ACONST[i]) {
    add_import(KIND)
    return t ", intent(out) :: " ANAME[i]
  }
  if (cname ~ /_dev$/) { add_import("c_ptr"); return "type(c_ptr), value :: " ANAME[i] }
  add_import(KIND)
  return t ", dimension(*), intent(" (ACONST[i] ? "in" : "inout") ") :: " ANAME[i]
}

# Declaration of parameter i in a Fortran wrapper (plain Fortran procedure).
function decl_f(i, cname,    d) {
  if (APTR[i] && ABASE[i] == "char") return "character(len=*), intent(in) :: " ANAME[i]
  d = decl_c(i, cname)
  if (sub(/, value ::/, ", intent(in) ::", d)) return d
  return d
}

# Actual argument for parameter i when the wrapper calls the C routine.
function actual(i) {
  if (APTR[i] && ABASE[i] == "char") return "trim(" ANAME[i] ") // c_null_char"
  return ANAME[i]
}

function arglist(    i, s) {
  s = ""
  for (i = 1; i <= NA; i++) s = s (i > 1 ? ", " : "") ANAME[i]
  return s
}
function actlist(    i, s) {
  s = ""
  for (i = 1; i <= NA; i++) s = s (i > 1 ? ", " : "") actual(i)
  return s
}

# One interface body.  RET is the C result type ("void", "int", "const char *",
# ...); FNAME the Fortran name; CNAME the C name ("" for an abstract
# interface, which takes bind(C) without a name).
function body(ret, fname, cname,    isfun, rtype, s, i, decls, bind) {
  IMPORTS = ""
  isfun = (ret != "void")
  if (ret == "const char *") { rtype = "type(c_ptr)"; add_import("c_ptr") }
  else if (isfun) { rtype = ftype(ret); add_import(KIND) }
  decls = ""
  for (i = 1; i <= NA; i++) decls = decls "      " decl_c(i, cname) "\n"
  bind = (cname == "") ? "bind(C)" : "bind(C, name=\047" cname "\047)"
  s = "    " (isfun ? "function " : "subroutine ") fname "(" arglist() ") &\n"
  s = s "        " bind "\n"
  if (IMPORTS != "") s = s "      import :: " import_line() "\n"
  s = s decls
  if (isfun) s = s "      " rtype " :: " fname "\n"
  s = s "    end " (isfun ? "function " : "subroutine ") fname
  return s
}

function wrapper(ret, cname,    isfun, s, i, rname) {
  isfun = (ret != "void")
  rname = "gpu_res"
  s = "  " (isfun ? "function " : "subroutine ") cname "(" arglist() ")" (isfun ? " result(" rname ")" : "") "\n"
  for (i = 1; i <= NA; i++) s = s "    " decl_f(i, cname) "\n"
  if (ret == "const char *") {
    s = s "    character(len=:), allocatable :: " rname "\n"
    s = s "    call gpu_f_string(" cname "_c(" actlist() "), " rname ")\n"
  } else if (isfun) {
    die("wrapper for a routine returning \"" ret "\"")
  } else {
    s = s "    call " cname "_c(" actlist() ")\n"
  }
  s = s "  end " (isfun ? "function " : "subroutine ") cname "\n"
  return s
}

# ---- statements -----------------------------------------------------------
function statement(st,    m, ret, name, p, wrap, i, com) {
  com = stmt_comment
  stmt_comment = ""
  gsub(/\*/, " * ", st); gsub(/\(/, " ( ", st); gsub(/\)/, " ) ", st)
  gsub(/,/, " , ", st); gsub(/;/, " ", st)
  gsub(/[ \t]+/, " ", st); sub(/^ /, "", st); sub(/ $/, "", st)

  if (st ~ /^typedef [A-Za-z_0-9]+ [A-Za-z_0-9]+$/) {
    split(st, m, " ")
    if (m[3] != "gpu_int") die("typedef " m[3] " has no Fortran mapping")
    if (m[2] == "int32_t") gpu_int_kind = "c_int32_t"
    else if (m[2] == "int64_t") gpu_int_kind = "c_int64_t"
    else if (m[2] == "int") gpu_int_kind = "c_int"
    else die("gpu_int is " m[2] ": no Fortran kind known")
    gpu_int_comment = com
    return
  }
  if (st ~ /^typedef [A-Za-z_0-9 ]+ \( \* [A-Za-z_0-9]+ \) \( .* \)$/) {
    ret = st; sub(/^typedef /, "", ret); sub(/ \(.*/, "", ret)
    name = st; sub(/^[^(]*\( \* /, "", name); sub(/ \).*/, "", name)
    p = st; sub(/^[^(]*\([^(]*\( /, "", p); sub(/ \)$/, "", p)
    if (ret != "void" && ret != "int") die("handler " name " returns " ret)
    parse_params(p)
    if (abstr == "") abstr = "  ! Handlers passed to the library as type(c_funptr): c_funloc(proc) of a\n  ! bind(C) procedure with this interface.\n  abstract interface\n"
    else abstr = abstr "\n"
    abstr = abstr fcomment(com, "    ")
    out_abs(body(ret, name, ""))
    out_pub(name)
    funptr[name] = 1
    return
  }
  if (st ~ /^typedef/) die("typedef not understood: " st)
  if (st !~ /^[A-Za-z_][A-Za-z_0-9 *]* [A-Za-z_][A-Za-z_0-9]* \( .* \)$/)
    die("declaration not understood: " st)
  name = st; sub(/ \(.*/, "", name); ret = name
  sub(/.* /, "", name); sub(/ [A-Za-z_0-9]+$/, "", ret)
  p = st; sub(/^[^(]*\( /, "", p); sub(/ \)$/, "", p)
  if (ret != "void" && ret != "const char *" && ret != "int" && ret != "gpu_int" && ret != "size_t" && !(ret in funptr))
    die("result type \"" ret "\" of " name " has no Fortran mapping")
  parse_params(p)
  wrap = (ret == "const char *")
  for (i = 1; i <= NA; i++) if (APTR[i] && ABASE[i] == "char") wrap = 1
  if (ifaces != "") ifaces = ifaces "\n"
  ifaces = ifaces fcomment(com, "    ")
  if (wrap) {
    out_if(body(ret, name "_c", name))
    wraps = wraps (wraps == "" ? "" : "\n") fcomment(com, "  ")
    out_wrap(wrapper(ret, name))
  } else {
    out_if(body(ret, name, name))
  }
  out_pub(name)
}

function constant(line,    name, val, com, kind) {
  com = ""
  if (match(line, /\/\*.*\*\//)) {
    com = substr(line, RSTART + 2, RLENGTH - 4)
    gsub(/^[ \t]+|[ \t]+$/, "", com)
    line = substr(line, 1, RSTART - 1)
  }
  sub(/^[ \t]*#[ \t]*define[ \t]+/, "", line)
  name = line; sub(/[ \t].*/, "", name)
  val = line; sub(/^[A-Za-z_0-9]+[ \t]*/, "", val); gsub(/[ \t()]/, "", val)
  if (val !~ /^-?[0-9]+$/) die("macro " name " is not an integer constant")
  kind = (name ~ /^GPU_ERR_/) ? "gpu_int" : "c_int"
  if (consts != "" && stmt_comment != "") consts = consts "\n"
  consts = consts fcomment(stmt_comment, "  ")
  stmt_comment = ""
  out_const(sprintf("  integer(%s), parameter, public :: %s = %s%s", kind, name, val, com == "" ? "" : " ! " com))
}

BEGIN { depth = 0; skipping = 0; in_comment = 0; comment = ""; stmt = ""; failed = 0 }

# ---- line loop ------------------------------------------------------------
{
  line = $0
  # A block comment: remember its text; it documents the statement that
  # starts on the next line (a blank line in between detaches it).
  if (in_comment) {
    comment = comment "\n" ctext(line)
    if (line ~ /\*\//) { in_comment = 0; pending = comment; just_closed = 1 }
    next
  }
  if (line ~ /^[ \t]*\/\*/ && stmt == "") {
    comment = ctext(line)
    if (line ~ /\*\/[ \t]*$/) { pending = comment; just_closed = 1 }
    else if (line ~ /\*\//) die("code after a comment on one line")
    else in_comment = 1
    next
  }
  attach = just_closed; just_closed = 0
  if (!attach) pending = ""

  # Preprocessor: skip C++-only branches; turn GPU_ integer macros into
  # parameters; ignore the rest (include guard, complex type macros).
  if (line ~ /^[ \t]*#/) {
    if (line ~ /^[ \t]*#[ \t]*if/) {
      depth++
      cxx[depth] = (line ~ /^[ \t]*#[ \t]*ifdef[ \t]+__cplusplus/)
      skip[depth] = cxx[depth]
    } else if (line ~ /^[ \t]*#[ \t]*else/) {
      if (cxx[depth]) skip[depth] = !skip[depth]
    } else if (line ~ /^[ \t]*#[ \t]*endif/) {
      depth--
    } else if (line ~ /^[ \t]*#[ \t]*define[ \t]+GPU_/) {
      if (!is_skipping()) { stmt_comment = pending; constant(line) }
    }
    next
  }
  if (is_skipping()) next

  # Declarations: join lines up to the semicolon; a trailing comment on a
  # declaration line is dropped.
  gsub(/\/\*[^*]*\*+([^\/*][^*]*\*+)*\//, " ", line)
  sub(/\/\/.*/, "", line)
  if (line ~ /\/\*/) die("comment inside a declaration")
  if (line ~ /^[ \t]*$/) next
  if (line ~ /[{}]/) die("brace outside #ifdef __cplusplus: " line)
  if (stmt == "") stmt_comment = attach ? pending : ""
  stmt = stmt " " line
  while ((i = index(stmt, ";")) > 0) {
    statement(substr(stmt, 1, i))
    stmt = substr(stmt, i + 1)
    if (stmt ~ /^[ \t]*$/) stmt = ""
  }
}

function is_skipping(    k) {
  for (k = 1; k <= depth; k++) if (skip[k]) return 1
  return 0
}

END {
  if (failed) exit 1
  if (stmt != "") die("unterminated declaration at end of file")
  if (depth != 0) die("unbalanced #if/#endif")
  if (gpu_int_kind == "") die("no typedef of gpu_int")

  s = ""
  add("! gpusolve.f90 -- GENERATED from include/gpusolve.h by fortran/gen_module.sh.")
  add("! DO NOT EDIT: change the header, then run `make fortran-module`;")
  add("! `make check` (fortran/check_module.sh) fails while the two disagree.")
  add("!")
  add("! use gpusolve: bind(C) interfaces to the whole C API of gpusolve, every")
  add("! precision.  Arguments follow the C prototypes: scalars by value, arrays")
  add("! assumed-size, INFO intent(out).  The *_dev routines take device addresses")
  add("! as type(c_ptr): c_loc(x) of a host array on the CPU backend; on the CUDA")
  add("! backend c_loc(x) inside `!$acc host_data use_device(x)` or")
  add("! `!$omp target data use_device_addr(x)`, or a pointer from cudaMalloc.")
  add("! They run on the per-thread default stream of the calling thread")
  add("! (cudaStreamPerThread) and return when done; work queued before them on")
  add("! the legacy default stream (the default of CUDA Fortran) is finished")
  add("! first, work on streams the caller created is not: synchronize those")
  add("! first (include/gpusolve.h, Conventions).")
  add("! Routines that take or return C strings have Fortran wrappers of the same")
  add("! name that work with character strings.  The comments of the header, which")
  add("! document every routine, are repeated below.")
  add("!")
  add("! Legacy code needs no module: the library also exports F77 entry points")
  add("! (CALL GPU_DGTSV_SPIKE(N, NRHS, DL, D, DU, B, LDB, INFO), every argument")
  add("! by reference; see fortran/f77_entry.c).")
  add("module gpusolve")
  add("  use, intrinsic :: iso_c_binding")
  add("  implicit none")
  add("  private")
  add("")
  s = s fcomment(gpu_int_comment, "  ")
  add("  integer, parameter, public :: gpu_int = " gpu_int_kind)
  add("")
  s = s consts "\n"
  if (abstr != "") s = s abstr "  end interface\n\n"
  s = s "  interface\n" ifaces "  end interface\n\n"
  s = s pubs "\n"
  add("  interface")
  add("    ! strlen(3) of the C library, to copy the strings the library returns.")
  add("    function gpu_c_strlen(s) &")
  add("        bind(C, name=\047strlen\047)")
  add("      import :: c_ptr, c_size_t")
  add("      type(c_ptr), value :: s")
  add("      integer(c_size_t) :: gpu_c_strlen")
  add("    end function gpu_c_strlen")
  add("  end interface")
  add("")
  add("contains")
  add("")
  s = s wraps "\n"
  add("  ! str = a copy of the NUL-terminated C string at p (\"\" for a null pointer).")
  add("  ! A subroutine, not a function: gfortran keeps the length of a deferred-")
  add("  ! length function result in a static variable, which threads would share.")
  add("  subroutine gpu_f_string(p, str)")
  add("    type(c_ptr), intent(in) :: p")
  add("    character(len=:), allocatable, intent(out) :: str")
  add("    character(kind=c_char), dimension(:), pointer :: chars")
  add("    integer :: i, length")
  add("    if (.not. c_associated(p)) then")
  add("      str = \"\"")
  add("      return")
  add("    end if")
  add("    length = int(gpu_c_strlen(p))")
  add("    call c_f_pointer(p, chars, [length])")
  add("    allocate(character(len=length) :: str)")
  add("    do i = 1, length")
  add("      str(i:i) = chars(i)")
  add("    end do")
  add("  end subroutine gpu_f_string")
  add("")
  add("end module gpusolve")

  # Free form allows 132 characters a line; gfortran rejects longer code.
  n = split(s, all, "\n")
  for (i = 1; i <= n; i++)
    if (length(all[i]) > 132) {
      printf "gen_module.sh: generated line %d is longer than 132 characters\n", i > "/dev/stderr"
      exit 1
    }
  printf "%s", s
}

function add(x) { s = s x "\n" }
' "$1"
