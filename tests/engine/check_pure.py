#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that the rules engine stays pure C: no SDL, no PhysFS, no stdio, no heap, no globals.

Usage: check_pure.py PATH...    check every .c and .h file under each folder, and each file given
                                (exit 1 on a violation): src/engine and the modules' rules
       check_pure.py --self-test  make sure each rule catches a bad file and passes a good one

A global is any variable that lives for the whole program and can change: a non-const file-scope
variable (static or not) or a static local. "const" must apply to the object itself: a
`static const char *names[]` is a mutable array of pointers and is refused.
"""
import os
import re
import sys
import tempfile

BANNED_INCLUDES = [
    (re.compile(r'#\s*include\s*[<"]\s*(SDL2?/)?SDL[^>"]*[>"]', re.I), 'includes SDL'),
    (re.compile(r'#\s*include\s*[<"][^>"]*physfs[^>"]*[>"]', re.I), 'includes PhysFS'),
    (re.compile(r'#\s*include\s*[<"]\s*stdio\.h\s*[>"]'), 'includes stdio.h'),
]
BANNED_CALLS = re.compile(r'(?<![\w.>])(malloc|calloc|realloc|free|aligned_alloc|strdup|strndup)\s*\(')


def strip_comments_and_strings(text, keep_strings=False):
    """Blanks comments and (unless kept) string and character literals, keeping line breaks."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('/*', i):
            end = text.find('*/', i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:end]))
            i = end
        elif text.startswith('//', i):
            end = text.find('\n', i)
            end = n if end < 0 else end
            out.append(' ' * (end - i))
            i = end
        elif c in '"\'':
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1] if keep_strings else c + ' ' * (min(j, n - 1) - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def strip_preprocessor(text):
    """Blanks preprocessor lines (with their continuations)."""
    lines = text.split('\n')
    out, continuing = [], False
    for line in lines:
        if continuing or line.lstrip().startswith('#'):
            continuing = line.rstrip().endswith('\\')
            out.append('')
        else:
            out.append(line)
    return '\n'.join(out)


def is_mutable_object(decl):
    """For a variable declaration (without its initializer), whether the object can change."""
    decl = re.sub(r'\[[^\]]*\]', '', decl)           # array bounds say nothing about constness
    decl = re.sub(r'\{\.\.\.\}', '', decl)
    if '(*' in decl.replace(' ', ''):                  # pointer to function: const only after the *
        inner = decl[decl.find('(') + 1:]
        return not re.search(r'\*\s*const\b', inner)
    if '*' in decl:
        return not re.search(r'\bconst\b', decl[decl.rfind('*') + 1:])
    return not re.search(r'\bconst\b', decl)


def top_level_statements(code):
    """Yields (line, text) for each statement at file scope, and (line, body) for function bodies."""
    statements, bodies = [], []
    depth, start, i, n = 0, 0, 0, len(code)
    head = []
    while i < n:
        c = code[i]
        if c == '{' and depth == 0:
            text = ''.join(head).strip()
            # A function body follows a parameter list; anything else is an initializer or a type.
            if re.search(r'\)\s*$', text) and '=' not in text:
                depth_body, j = 1, i + 1
                while j < n and depth_body:
                    depth_body += {'{': 1, '}': -1}.get(code[j], 0)
                    j += 1
                bodies.append((code.count('\n', 0, i) + 1, code[i + 1:j - 1], i + 1))
                head, i = [], j
                start = i
                continue
            depth_init, j = 1, i + 1
            while j < n and depth_init:
                depth_init += {'{': 1, '}': -1}.get(code[j], 0)
                j += 1
            head.append('{...}')
            i = j
            continue
        if c == ';':
            text = ''.join(head).strip()
            if text:
                statements.append((code.count('\n', 0, start) + 1, text))
            head, start = [], i + 1
        else:
            if not head and c.isspace():
                start = i + 1
            head.append(c)
        i += 1
    return statements, bodies


def check_declaration(text):
    """A problem with a file-scope statement, or None."""
    flat = ' '.join(text.split())
    if re.match(r'(typedef|_Static_assert|static_assert)\b', flat):
        return None
    if re.match(r'(struct|union|enum)\s+\w*\s*\{\.\.\.\}$', flat):
        return None                                     # a type definition without a variable
    before_init = flat.split('=', 1)[0].strip()
    if '(*' not in before_init.replace(' ', '') and re.search(r'\)\s*$', before_init):
        return None                                     # a function prototype
    if re.search(r'\)\s*(__attribute__\s*\(\(.*\)\))?$', before_init) and '(*' not in before_init.replace(' ', ''):
        return None
    if is_mutable_object(before_init):
        return 'declares a mutable file-scope variable: ' + flat[:80]
    return None


def check_body(body):
    """Problems inside a function body: static locals that are not const."""
    problems = []
    for m in re.finditer(r'(?:^|[;{}])\s*(static\b[^;{]*)', body):
        decl = m.group(1)
        before_init = decl.split('=', 1)[0]
        if is_mutable_object(before_init):
            problems.append('declares a mutable static local: ' + ' '.join(decl.split())[:80])
    return problems


def check_file(path):
    with open(path, encoding='utf-8') as f:
        raw = f.read()
    problems = []
    clean = strip_comments_and_strings(raw)
    with_strings = strip_comments_and_strings(raw, keep_strings=True)
    for lineno, line in enumerate(with_strings.split('\n'), 1):
        for pattern, what in BANNED_INCLUDES:
            if pattern.search(line):
                problems.append((lineno, what))
    for lineno, line in enumerate(clean.split('\n'), 1):
        m = BANNED_CALLS.search(line)
        if m and not line.lstrip().startswith('#'):
            problems.append((lineno, 'calls ' + m.group(1) + '()'))
    code = strip_preprocessor(clean)
    statements, bodies = top_level_statements(code)
    for lineno, text in statements:
        why = check_declaration(text)
        if why:
            problems.append((lineno, why))
    for lineno, body, _ in bodies:
        for why in check_body(body):
            problems.append((lineno, why))
    return problems


def check_tree(root):
    problems, files = [], 0
    if os.path.isfile(root):
        return 1, ['%s:%d: %s' % (root, lineno, why) for lineno, why in check_file(root)]
    for dirpath, _, names in sorted(os.walk(root)):
        for name in sorted(names):
            if name.endswith(('.c', '.h')):
                files += 1
                path = os.path.join(dirpath, name)
                for lineno, why in check_file(path):
                    problems.append('%s:%d: %s' % (path, lineno, why))
    return files, problems


GOOD = '''/* fine */
#include <string.h>
#include "alhambra/game.h"
typedef struct Pair { int a, b; } Pair;
struct Named { int x; };
enum { LIMIT = 3 };
static const int table[3] = {1, 2, 3};
static const char *const names[] = {"a", "b"};
const Pair origin = {0, 0};
extern const Pair origin;
static int helper(int x);
int free_slots(int n);
static int helper(int x) { static const int k[2] = {1, 2}; const char *s = "malloc(free)"; (void)s; return x + k[0]; }
int free_slots(int n) { int freed = n; /* free(p) in a comment */ return freed; }
void (*const hook)(int) = 0;
'''

BAD = {
    'sdl.c': '#include <SDL2/SDL.h>\n',
    'sdl2.c': '#include "SDL.h"\n',
    'physfs.c': '#include <physfs.h>\n',
    'stdio.c': '#include <stdio.h>\n',
    'malloc.c': 'void f(void) { void *p = malloc(4); (void)p; }\n',
    'free.c': 'void f(int *p) { free(p); }\n',
    'calloc.c': 'void *f(void) { return calloc(1, 2); }\n',
    'realloc.c': 'void *f(void *p) { return realloc(p, 2); }\n',
    'global.c': 'int counter;\n',
    'global_init.c': 'int counter = 3;\n',
    'static.c': 'static int counter;\n',
    'static_array.c': 'static unsigned char buffer[64] = {0};\n',
    'pointer_array.c': 'static const char *names[] = {"a"};\n',
    'struct_var.c': 'struct S { int x; } s;\n',
    'func_pointer.c': 'static void (*hook)(int);\n',
    'static_local.c': 'int f(void) { static int calls; return ++calls; }\n',
    'after_function.c': 'int f(void) { return 1; }\nstatic int later;\n',
}


def self_test():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        good = os.path.join(tmp, 'good')
        os.mkdir(good)
        with open(os.path.join(good, 'good.c'), 'w', encoding='utf-8') as f:
            f.write(GOOD)
        _, problems = check_tree(good)
        if problems:
            failures.append('a pure file was refused: ' + '; '.join(problems))
        for name, text in BAD.items():
            d = os.path.join(tmp, name.replace('.', '_'))
            os.mkdir(d)
            with open(os.path.join(d, name), 'w', encoding='utf-8') as f:
                f.write(text)
            _, problems = check_tree(d)
            if not problems:
                failures.append('%s was not caught' % name)
    for f in failures:
        print('FAIL:', f)
    print('self-test: %d bad files, %d failures' % (len(BAD), len(failures)))
    return 1 if failures else 0


def main(argv):
    if len(argv) == 2 and argv[1] == '--self-test':
        return self_test()
    if len(argv) < 2 or not all(os.path.exists(p) for p in argv[1:]):
        print('usage: check_pure.py PATH... | --self-test', file=sys.stderr)
        return 2
    files, problems = 0, []
    for root in argv[1:]:
        n, found = check_tree(root)
        files += n
        problems += found
    for p in problems:
        print(p)
    if files == 0:
        print('no C files found under %s' % ' '.join(argv[1:]))
        return 1
    print('%d files checked, %d problems' % (files, len(problems)))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
