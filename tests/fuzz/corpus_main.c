/* SPDX-License-Identifier: MIT */
/*
 * Runs a fuzz target once over each file given (folders: each file in them), without libFuzzer:
 * the normal build uses it to replay the seed corpus and the regression cases on every test run.
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
/* A target's own mutator, when it has one (fuzz_state_values.c): each input is then also run
 * through a fixed number of its mutations, so that the structure-aware target mutates values on
 * every test run, even without clang. */
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed) __attribute__((weak));
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

#define MUTATIONS_PER_INPUT 40
#define MUTATION_MAX_SIZE (1 << 16)

/* The stand-in for libFuzzer's byte mutator that a custom mutator falls back on: flips a few bytes. */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size)
{
    static uint32_t state = 12345;
    (void)max_size;
    for (int k = 0; k < 3 && size > 0; k++) {
        state = state * 1103515245u + 12345u;
        data[(state >> 8) % size] ^= (uint8_t)(1u << ((state >> 4) & 7));
    }
    return size;
}

static void run_mutations(const uint8_t *input, size_t len, const char *path)
{
    if (!LLVMFuzzerCustomMutator || len > MUTATION_MAX_SIZE)
        return;
    uint8_t *buf = malloc(MUTATION_MAX_SIZE);
    if (!buf)
        return;
    /* Seeds from the file's name, so that every run tries the same mutations. */
    unsigned seed = 2166136261u;
    for (const char *p = path; *p; p++)
        seed = (seed ^ (unsigned char)*p) * 16777619u;
    for (int k = 0; k < MUTATIONS_PER_INPUT; k++) {
        memcpy(buf, input, len);
        size_t n = LLVMFuzzerCustomMutator(buf, len, MUTATION_MAX_SIZE, seed + (unsigned)k);
        uint8_t *exact = malloc(n ? n : 1);
        memcpy(exact, buf, n);
        LLVMFuzzerTestOneInput(exact, n);
        free(exact);
    }
    free(buf);
}

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "corpus: cannot open %s\n", path);
        return 1;
    }
    size_t cap = 1 << 16, len = 0;
    uint8_t *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + len, 1, cap - len, f)) > 0;) {
        len += got;
        if (len == cap) {
            uint8_t *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                free(buf);
                buf = NULL;
            }
            buf = bigger;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) {
        fprintf(stderr, "corpus: out of memory reading %s\n", path);
        return 1;
    }
    /* An exact-size copy, so that AddressSanitizer catches a read past the input's end. */
    uint8_t *exact = malloc(len ? len : 1);
    memcpy(exact, buf, len);
    free(buf);
    LLVMFuzzerTestOneInput(exact, len);
    run_mutations(exact, len, strrchr(path, '/') ? strrchr(path, '/') + 1 : path);
    free(exact);
    return 0;
}

static int compare_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int run_path(const char *path, int *files)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "corpus: %s does not exist\n", path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        (*files)++;
        return run_file(path);
    }
    DIR *d = opendir(path);
    if (!d) {
        fprintf(stderr, "corpus: cannot open folder %s\n", path);
        return 1;
    }
    char **names = NULL;
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        names = realloc(names, (n + 1) * sizeof *names);
        names[n] = malloc(strlen(path) + strlen(e->d_name) + 2);
        sprintf(names[n++], "%s/%s", path, e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, compare_names); /* the same order everywhere */
    int bad = 0;
    for (size_t i = 0; i < n; i++) {
        bad |= run_path(names[i], files);
        free(names[i]);
    }
    free(names);
    return bad;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE-OR-FOLDER...\n", argv[0]);
        return 2;
    }
    int files = 0, bad = 0;
    for (int i = 1; i < argc; i++) {
        /* Absolute paths: a target may change the working folder (the protocol's does). */
        char *full = realpath(argv[i], NULL);
        bad |= run_path(full ? full : argv[i], &files);
        free(full);
    }
    printf("%d inputs run without a crash\n", files);
    if (files == 0) {
        fprintf(stderr, "corpus: no inputs found\n");
        return 1;
    }
    return bad;
}
