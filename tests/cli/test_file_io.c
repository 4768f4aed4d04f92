/* SPDX-License-Identifier: MIT */
/* Atomic saves: the new file replaces the old one whole, the old one stays as .bak, and a write
 * that fails leaves the previous file exactly as it was. */
#define _GNU_SOURCE
#include "cli_test_util.h"
#include "persist/file_io.h"

#include <dirent.h>
#include <fcntl.h>
#include <time.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

static char folder[256];

static int make_folder(void **state)
{
    (void)state;
    snprintf(folder, sizeof folder, "/tmp/alh-file-io-XXXXXX");
    return mkdtemp(folder) ? 0 : -1;
}

static int remove_folder(void **state)
{
    (void)state;
    DIR *d = opendir(folder);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        char p[600];
        if (e->d_name[0] == '.')
            continue;
        snprintf(p, sizeof p, "%s/%s", folder, e->d_name);
        unlink(p);
    }
    if (d)
        closedir(d);
    rmdir(folder);
    return 0;
}

static void assert_file_is(const char *path, const char *text)
{
    char *data, msg[512];
    size_t len;
    if (!alh_file_read(path, 1 << 20, &data, &len, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_int_equal(len, strlen(text));
    assert_string_equal(data, text);
    free(data);
}

/* Entries of the folder whose name contains "tmp" (left-over temporary files). */
static int temporaries_left(void)
{
    int n = 0;
    DIR *d = opendir(folder);
    struct dirent *e;
    while ((e = readdir(d)))
        n += strstr(e->d_name, ".tmp") != NULL;
    closedir(d);
    return n;
}

static void test_write_keeps_backup(void **state)
{
    (void)state;
    char path[300], bak[310], msg[512];
    snprintf(path, sizeof path, "%s/save.json", folder);
    snprintf(bak, sizeof bak, "%s.bak", path);
    assert_true(alh_file_write_atomic(path, "first\n", 6, msg, sizeof msg));
    assert_file_is(path, "first\n");
    assert_int_equal(access(bak, F_OK), -1); /* nothing to back up the first time */
    assert_true(alh_file_write_atomic(path, "second\n", 7, msg, sizeof msg));
    assert_file_is(path, "second\n");
    assert_file_is(bak, "first\n");
    assert_true(alh_file_write_atomic(path, "third\n", 6, msg, sizeof msg));
    assert_file_is(path, "third\n");
    assert_file_is(bak, "second\n");
    assert_int_equal(temporaries_left(), 0);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0644);
}

/* A real write failure as root: a file size limit makes write() fail with EFBIG, like a full disk. */
static void test_failed_write_keeps_previous_file(void **state)
{
    (void)state;
    char path[300], bak[310], msg[512] = "";
    snprintf(path, sizeof path, "%s/limited.json", folder);
    snprintf(bak, sizeof bak, "%s.bak", path);
    assert_true(alh_file_write_atomic(path, "old save\n", 9, msg, sizeof msg));
    assert_true(alh_file_write_atomic(path, "older save kept as backup\n", 26, msg, sizeof msg));
    assert_true(alh_file_write_atomic(path, "previous save\n", 14, msg, sizeof msg));

    static char big[64 * 1024];
    memset(big, 'x', sizeof big);
    struct rlimit old_limit, small = {4096, 0};
    assert_int_equal(getrlimit(RLIMIT_FSIZE, &old_limit), 0);
    small.rlim_max = old_limit.rlim_max;
    void (*old_handler)(int) = signal(SIGXFSZ, SIG_IGN);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
    bool ok = alh_file_write_atomic(path, big, sizeof big, msg, sizeof msg);
    assert_int_equal(setrlimit(RLIMIT_FSIZE, &old_limit), 0);
    signal(SIGXFSZ, old_handler);

    assert_false(ok);
    assert_non_null(strstr(msg, path));
    assert_non_null(strstr(msg, "previous file is unchanged"));
    assert_file_is(path, "previous save\n");
    assert_file_is(bak, "older save kept as backup\n");
    assert_int_equal(temporaries_left(), 0);
}

/* A folder that cannot exist: the path goes through a regular file (ENOTDIR, even for root). */
static void test_unwritable_folder(void **state)
{
    (void)state;
    char file[300], path[400], msg[512] = "";
    snprintf(file, sizeof file, "%s/plain-file", folder);
    assert_true(alh_file_write_atomic(file, "not a folder\n", 13, msg, sizeof msg));
    snprintf(path, sizeof path, "%s/save.json", file);
    assert_false(alh_file_write_atomic(path, "data", 4, msg, sizeof msg));
    assert_non_null(strstr(msg, "cannot create a file in this folder"));
    assert_non_null(strstr(msg, "Not a directory"));
    assert_file_is(file, "not a folder\n");
    /* Saving over a folder is refused, the folder untouched. */
    assert_false(alh_file_write_atomic(folder, "data", 4, msg, sizeof msg));
    assert_non_null(strstr(msg, "is a folder"));
    struct stat st;
    assert_int_equal(stat(folder, &st), 0);
    assert_true(S_ISDIR(st.st_mode));
}

static void test_read_limits(void **state)
{
    (void)state;
    char path[300], msg[512] = "", *data = NULL;
    size_t len;
    snprintf(path, sizeof path, "%s/missing.json", folder);
    assert_false(alh_file_read(path, 100, &data, &len, msg, sizeof msg));
    assert_non_null(strstr(msg, "missing.json: cannot open: No such file"));
    snprintf(path, sizeof path, "%s/large.json", folder);
    static char big[10000];
    memset(big, 'y', sizeof big);
    assert_true(alh_file_write_atomic(path, big, sizeof big, msg, sizeof msg));
    assert_false(alh_file_read(path, 9999, &data, &len, msg, sizeof msg));
    assert_non_null(strstr(msg, "larger than 9999 bytes"));
    assert_true(alh_file_read(path, 10000, &data, &len, msg, sizeof msg));
    assert_int_equal(len, 10000);
    assert_int_equal(data[len], '\0');
    free(data);
    assert_false(alh_file_read(folder, 100, &data, &len, msg, sizeof msg));
    assert_non_null(strstr(msg, "is a folder"));
}

/* A watchdog: a read that blocks (a FIFO with no writer) ends the test with a failure, not a hang. */
static void blocked(int sig)
{
    (void)sig;
    static const char text[] = "FAILED: a read blocked for 5 s\n";
    if (write(2, text, sizeof text - 1) < 0) {
    }
    _exit(1);
}

/* Only regular files are read (issue 14): a FIFO used to block for ever, /dev/zero to be read to
 * the cap. Each is refused at once, by what it is, before anything is read. */
static void test_special_files_refused(void **state)
{
    (void)state;
    char path[300], link_path[300], msg[512] = "", *data = NULL;
    size_t len;
    signal(SIGALRM, blocked);
    alarm(5);
    snprintf(path, sizeof path, "%s/fifo.json", folder);
    assert_int_equal(mkfifo(path, 0600), 0);
    assert_false(alh_file_read(path, 1 << 20, &data, &len, msg, sizeof msg));
    assert_non_null(strstr(msg, "fifo.json: not a regular file"));
    unlink(path);
    const char *devices[] = {"/dev/zero", "/dev/null", "/dev/urandom"};
    for (size_t i = 0; i < 3; i++) {
        msg[0] = 0;
        assert_false(alh_file_read(devices[i], 1 << 20, &data, &len, msg, sizeof msg));
        if (!strstr(msg, "not a regular file"))
            fail_msg("%s: %s", devices[i], msg);
    }
    /* Through a symbolic link too (settings.json -> /dev/zero). */
    snprintf(link_path, sizeof link_path, "%s/zero.json", folder);
    assert_int_equal(symlink("/dev/zero", link_path), 0);
    assert_false(alh_file_read(link_path, 1 << 20, &data, &len, msg, sizeof msg));
    assert_non_null(strstr(msg, "zero.json: not a regular file"));
    unlink(link_path);
    alarm(0);
    /* A link to a regular file reads as the file. */
    snprintf(path, sizeof path, "%s/real.json", folder);
    assert_true(alh_file_write_atomic(path, "{}\n", 3, msg, sizeof msg));
    assert_int_equal(symlink(path, link_path), 0);
    assert_true(alh_file_read(link_path, 100, &data, &len, msg, sizeof msg));
    assert_int_equal(len, 3);
    free(data);
    unlink(link_path);
    unlink(path);
}

/* Issue 14: a save interrupted between creating its temporary file and the rename (a crash, kill -9)
 * left PATH.tmp-XXXXXX behind for ever. The next save of PATH removes those older than a minute
 * (a younger one may belong to a save under way in another process), and nothing else. */
static void test_interrupted_saves_cleaned_up(void **state)
{
    (void)state;
    char path[300], old_tmp[320], young_tmp[320], other_tmp[320], lookalike[320], msg[512];
    snprintf(path, sizeof path, "%s/game.json", folder);
    snprintf(old_tmp, sizeof old_tmp, "%s.tmp-a1B2c3", path);
    snprintf(young_tmp, sizeof young_tmp, "%s.tmp-Zz9Yy8", path);
    snprintf(other_tmp, sizeof other_tmp, "%s/other.json.tmp-q1w2e3", folder);
    snprintf(lookalike, sizeof lookalike, "%s.tmp-notes.txt", path);
    const char *all[] = {old_tmp, young_tmp, other_tmp, lookalike};
    for (int i = 0; i < 4; i++) {
        FILE *f = fopen(all[i], "w");
        assert_non_null(f);
        fputs("half a save", f);
        fclose(f);
    }
    struct timespec hour_ago[2] = {{time(NULL) - 3600, 0}, {time(NULL) - 3600, 0}};
    assert_int_equal(utimensat(AT_FDCWD, old_tmp, hour_ago, 0), 0);
    assert_int_equal(utimensat(AT_FDCWD, other_tmp, hour_ago, 0), 0);
    assert_int_equal(utimensat(AT_FDCWD, lookalike, hour_ago, 0), 0);
    assert_true(alh_file_write_atomic(path, "{}\n", 3, msg, sizeof msg));
    assert_int_equal(access(old_tmp, F_OK), -1);  /* an interrupted save of this file: removed */
    assert_int_equal(access(young_tmp, F_OK), 0); /* may be another save under way: kept */
    assert_int_equal(access(other_tmp, F_OK), 0); /* another file's: not this save's business */
    assert_int_equal(access(lookalike, F_OK), 0); /* not a name mkstemp makes */
    for (int i = 1; i < 4; i++)
        unlink(all[i]);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_keeps_backup),    cmocka_unit_test(test_failed_write_keeps_previous_file),
        cmocka_unit_test(test_unwritable_folder),     cmocka_unit_test(test_read_limits),
        cmocka_unit_test(test_special_files_refused), cmocka_unit_test(test_interrupted_saves_cleaned_up),
    };
    return cmocka_run_group_tests(tests, make_folder, remove_folder);
}
