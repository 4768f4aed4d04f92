/* SPDX-License-Identifier: MIT */
/*
 * `alhambra-cli selfplay --profile`: the same random games as selfplay, with a clock read around
 * each of the random player's choices and each of the engine's commands, to say where a game's time
 * goes by phase and command kind. A profiler samples the code; this says which moments of the game
 * cost what, in time (a rate gained in instructions may be lost in time: docs/performance.md).
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "persist/notation.h"

#include "alhambra/bot.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define HAVE_TSC 1
#endif

/* The clock: the processor's time-stamp counter where there is one (a reading costs a few
 * nanoseconds, against about 20 for clock_gettime), turned into nanoseconds at the end. */
static uint64_t ticks_now(void)
{
#ifdef HAVE_TSC
    return __rdtsc();
#else
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

static double clock_ns(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static double monotonic_ns(void) { return clock_ns(CLOCK_MONOTONIC); }

static int by_value(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

void alh_cli_profile_init(AlhCliProfile *p)
{
    memset(p, 0, sizeof *p);
    /* What a reading costs, taken off every measurement: the median of many back-to-back pairs (the
     * least can be 0 under a hypervisor). */
    enum { PAIRS = 1001 };
    uint64_t pairs[PAIRS];
    for (int i = 0; i < PAIRS; i++) {
        uint64_t a = ticks_now();
        pairs[i] = ticks_now() - a;
    }
    qsort(pairs, PAIRS, sizeof pairs[0], by_value);
    p->reading_ticks = pairs[PAIRS / 2];
    p->start_ticks = ticks_now();
    p->start_ns = monotonic_ns();
    p->start_cpu_ns = clock_ns(CLOCK_PROCESS_CPUTIME_ID);
}

static void add(AlhCliProfileRow *row, uint64_t ticks, uint64_t reading)
{
    row->ticks += ticks > reading ? ticks - reading : 0;
    row->count++;
}

/* The verb of a command kind in the notation ("take", "buy", a module's own), learnt from the
 * first command of that kind met. */
static void learn_name(AlhCliProfile *p, const AlhGame *g, const AlhCommand *cmd)
{
    int type = cmd->type;
    if (type < 0 || type >= ALH_CMD_TYPE_COUNT || p->kind_name[type][0])
        return;
    char text[ALH_NOTATION_MAX];
    const char *t = alh_notation_format(g, cmd, text, sizeof text);
    size_t n = t ? strcspn(t, " ") : 0;
    if (n == 0 || n >= sizeof p->kind_name[type])
        snprintf(p->kind_name[type], sizeof p->kind_name[type], "kind-%d", type);
    else
        snprintf(p->kind_name[type], sizeof p->kind_name[type], "%.*s", (int)n, t);
}

bool alh_cli_profiled_game(AlhGame *g, const AlhSetup *setup, uint64_t policy_seed, int max_commands, AlhCliProfile *p, char *msg,
                           size_t msg_size)
{
    uint64_t t0 = ticks_now();
    AlhError e = alh_new_game(g, setup, NULL);
    add(&p->new_game, ticks_now() - t0, p->reading_ticks);
    if (e != ALH_OK) {
        snprintf(msg, msg_size, "impossible setup: %d players", setup->num_players);
        return false;
    }
    AlhRng rng;
    alh_rng_seed(&rng, policy_seed, ALH_CLI_POLICY_STREAM);
    for (int n = 0; g->phase != ALH_PHASE_OVER; n++) {
        if (n >= max_commands) {
            snprintf(msg, msg_size, "the game did not end within %d commands", max_commands);
            return false;
        }
        int phase = g->phase;
        AlhCommand cmd;
        uint64_t a = ticks_now();
        e = alh_random_policy(g, &rng, &cmd);
        uint64_t b = ticks_now();
        if (e != ALH_OK) {
            snprintf(msg, msg_size, "the random policy found no command (%s) at command %d", alh_error_code(e), n);
            return false;
        }
        if (phase < 0 || phase >= ALH_PHASE_COUNT || cmd.type >= ALH_CMD_TYPE_COUNT) {
            snprintf(msg, msg_size, "phase %d or command kind %d out of range at command %d", phase, cmd.type, n);
            return false;
        }
        learn_name(p, g, &cmd);
        uint64_t c = ticks_now();
        e = alh_apply(g, &cmd, NULL);
        uint64_t d = ticks_now();
        if (e != ALH_OK) {
            snprintf(msg, msg_size, "the engine refused the policy's command %d: %s", n, alh_error_code(e));
            return false;
        }
        add(&p->choose[phase][cmd.type], b - a, p->reading_ticks);
        add(&p->apply[phase][cmd.type], d - c, p->reading_ticks);
    }
    return true;
}

typedef struct Line {
    const char *who, *phase, *kind;
    const AlhCliProfileRow *row;
} Line;

static int by_time(const void *a, const void *b)
{
    const Line *x = a, *y = b;
    return x->row->ticks < y->row->ticks ? 1 : x->row->ticks > y->row->ticks ? -1 : 0;
}

void alh_cli_profile_print(const AlhCliProfile *p, long games, FILE *out)
{
    double ns_per_tick = 1.0, wall = monotonic_ns() - p->start_ns, cpu = clock_ns(CLOCK_PROCESS_CPUTIME_ID) - p->start_cpu_ns;
#ifdef HAVE_TSC
    double ticks = (double)(ticks_now() - p->start_ticks);
    ns_per_tick = ticks > 0 ? wall / ticks : 1.0;
#endif
    static Line lines[2 * ALH_PHASE_COUNT * ALH_CMD_TYPE_COUNT + 1];
    int n = 0;
    uint64_t total = p->new_game.ticks;
    lines[n++] = (Line){"engine", "-", "new-game", &p->new_game};
    for (int phase = 0; phase < ALH_PHASE_COUNT; phase++)
        for (int type = 0; type < ALH_CMD_TYPE_COUNT; type++) {
            const char *pn = alh_phase_name(phase), *kn = p->kind_name[type][0] ? p->kind_name[type] : "?";
            if (p->choose[phase][type].count) {
                lines[n++] = (Line){"player", pn ? pn : "?", kn, &p->choose[phase][type]};
                total += p->choose[phase][type].ticks;
            }
            if (p->apply[phase][type].count) {
                lines[n++] = (Line){"engine", pn ? pn : "?", kn, &p->apply[phase][type]};
                total += p->apply[phase][type].ticks;
            }
        }
    qsort(lines, (size_t)n, sizeof lines[0], by_time);
    double g = games > 0 ? (double)games : 1.0;
    fprintf(out,
            "profile          %.1f us a game measured (player: the random player choosing; engine: alh_apply, or a new game);\n"
            "                 each clock reading's own %.0f ns taken off\n",
            (double)total * ns_per_tick / g / 1000.0, (double)p->reading_ticks * ns_per_tick);
    /* The clock runs on while another process has the core: then each row holds a share of that
     * time too, about in proportion to its own, and the shares are still right. */
    if (wall > 0 && cpu < 0.9 * wall)
        fprintf(out,
                "                 note: this process had the processor %.0f %% of the time; other work shared it, so the\n"
                "                 shares hold but the nanoseconds are too high (run it pinned on a quiet core)\n",
                100.0 * cpu / wall);
    fprintf(out, "  %-7s %-12s %-18s %9s %9s %7s\n", "who", "phase", "command", "a game", "ns each", "share");
    for (int i = 0; i < n; i++) {
        const AlhCliProfileRow *r = lines[i].row;
        double share = total ? 100.0 * (double)r->ticks / (double)total : 0.0;
        fprintf(out, "  %-7s %-12s %-18s %9.1f %9.0f %6.1f%%\n", lines[i].who, lines[i].phase, lines[i].kind,
                (double)r->count / g, (double)r->ticks * ns_per_tick / (double)r->count, share);
    }
}
