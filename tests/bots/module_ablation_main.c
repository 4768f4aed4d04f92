/* SPDX-License-Identifier: MIT */
/*
 * bots-module-ablation: do the module terms help? Medium (the greedy policy) with the module
 * terms in seat entry 0 against medium without them (term "modules" scaled to 0, which also leaves
 * squares and bonus cards out of the majority counts) in the other seats, on duplicate deals with
 * the expansion modules on. A benchmark, not a test.
 *
 * usage: bots-module-ablation [GAMES] [SEED] [PLAYERS] [MODULES|all] [invert]
 *   invert: one bot without the terms against the others with them.
 */
#include "bot_module.h"
#include "persist/notation.h"

#include "alhambra/view.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* Medium's decision (as in bot.c) with the given evaluation parameters. */
static AlhError medium_choose(const AlhGame *real, int seat, uint64_t seed, const BotEvalParams *params, AlhCommand *out)
{
    static AlhView view;
    static AlhGame guess;
    alh_view_make(real, seat, &view);
    AlhCommand only[2];
    if (alh_legal_commands(&view.game, only, 2) == 1) {
        *out = only[0];
        return ALH_OK;
    }
    AlhRng rng;
    alh_rng_seed(&rng, seed, view.viewer);
    alh_view_determinize(&view, &rng, &guess);
    return bot_greedy_choose(&guess, params, false, out);
}

static uint64_t parse_modules(const char *arg)
{
    AlhModuleSet set;
    char msg[1024];
    if (!alh_modules_parse(arg, &set, msg, sizeof msg)) {
        fprintf(stderr, "bots-module-ablation: %s\n", msg);
        exit(2);
    }
    return set.bits[0];
}

int main(int argc, char **argv)
{
    int games = argc > 1 ? atoi(argv[1]) : 200;
    uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
    int players = argc > 3 ? atoi(argv[3]) : 4;
    uint64_t modules = parse_modules(argc > 4 ? argv[4] : "all");
    bool invert = argc > 5 && strcmp(argv[5], "invert") == 0;
    if (games < 1 || players < ALH_MIN_PLAYERS || players > ALH_MAX_PLAYERS) {
        fprintf(stderr, "usage: bots-module-ablation [GAMES] [SEED] [PLAYERS] [MODULES|all] [invert]\n");
        return 2;
    }
    games = (games + players - 1) / players * players;

    BotEvalParams with = *bot_default_params(), without = with;
    int index = bot_modules_term_index();
    if (index < 0)
        return 1;
    without.term_scale[index] = 0;
    const BotEvalParams *cand = invert ? &without : &with, *rest = invert ? &with : &without;

    static AlhGame g;
    long kinds[2][ALH_CMD_TYPE_COUNT] = {{0}}; /* commands chosen: [0] the candidate, [1] the others */
    /* Cards taken, by the module they belong to: [0] money, [1 + id] the module's cards. */
    static long taken[2][1 + ALH_MOD_COUNT];
    /* Each kind's name: the first word of its notation, from the first command of that kind seen. */
    static char names[ALH_CMD_TYPE_COUNT][32];
    double wins = 0, score_sum = 0, score2 = 0, others = 0;
    int played = 0;
    for (int i = 0; i < games; i++) {
        int deal = i / players, rotation = i % players;
        AlhSetup setup = {
            .num_players = players, .seed = mix64(seed ^ mix64((uint64_t)deal + 1)), .modules = alh_modset_from_bits(modules)};
        if (alh_new_game(&g, &setup, NULL) != ALH_OK)
            return 1;
        int cand_seat = rotation; /* entry 0 sits in seat `rotation` */
        for (int step = 0; step < 20000 && g.phase != ALH_PHASE_OVER; step++) {
            int seat = alh_to_move(&g);
            /* As the tournament's: from a key of the bots' own (1), never from the deal's seed. */
            uint64_t bot_seed = alh_bot_seed(1, (uint64_t)i, g.command_count, seat);
            AlhCommand cmd;
            AlhError err = medium_choose(&g, seat, bot_seed, seat == cand_seat ? cand : rest, &cmd);
            if (err == ALH_OK && cmd.type < ALH_CMD_TYPE_COUNT) {
                kinds[seat == cand_seat ? 0 : 1][cmd.type]++;
                if (!names[cmd.type][0]) {
                    char text[256];
                    alh_notation_format(&g, &cmd, text, sizeof text);
                    snprintf(names[cmd.type], sizeof names[cmd.type], "%.*s", (int)strcspn(text, " "), text);
                }
            }
            if (err == ALH_OK && cmd.type == ALH_CMD_TAKE_MONEY)
                for (int slot = 0; slot < ALH_DISPLAY_SLOTS; slot++)
                    if (((cmd.slots >> slot) & 1) && g.display[slot] != ALH_CARD_NONE) {
                        int card = g.display[slot];
                        taken[seat == cand_seat ? 0 : 1][1 + alh_card_module(card)]++;
                    }
            if (err == ALH_OK)
                err = alh_apply(&g, &cmd, NULL);
            if (err != ALH_OK) {
                fprintf(stderr, "game %d: %s\n", i, alh_error_message(err));
                return 1;
            }
        }
        if (g.phase != ALH_PHASE_OVER)
            return 1;
        uint8_t rank[ALH_MAX_PLAYERS];
        alh_ranking(&g, rank);
        int winners = 0;
        for (int s = 0; s < players; s++)
            winners += rank[s] == 1;
        wins += rank[cand_seat] == 1 ? 1.0 / winners : 0;
        score_sum += g.players[cand_seat].score;
        score2 += (double)g.players[cand_seat].score * g.players[cand_seat].score;
        for (int s = 0; s < players; s++)
            if (s != cand_seat)
                others += g.players[s].score / (double)(players - 1);
        played++;
    }
    double n = played, p = wins / n, z = 1.96;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    double mean = score_sum / n, sd = sqrt(fmax(0, score2 / n - mean * mean));
    printf("%s vs %d x %s, %d games, seed %llu: win share %.1f%% [%.1f%%, %.1f%%] (fair %.1f%%), mean score %.1f "
           "(+-%.1f) vs others %.1f\n",
           invert ? "medium without module terms" : "medium with module terms", players - 1,
           invert ? "medium with" : "medium without", played, (unsigned long long)seed, 100 * p, 100 * (centre - half),
           100 * (centre + half), 100.0 / players, mean, 1.96 * sd / sqrt(n), others / n);
    /* What each side did, per game and seat: the module commands show whether the terms are used. */
    printf("commands per game and seat (candidate / others):");
    for (int k = 1; k < ALH_CMD_TYPE_COUNT; k++)
        if (kinds[0][k] || kinds[1][k])
            printf(" %s %.2f/%.2f", names[k], kinds[0][k] / n, kinds[1][k] / (n * (players - 1)));
    printf("\ncards taken per game and seat (candidate / others):");
    for (int m = -1; m < ALH_MOD_COUNT; m++)
        if (taken[0][1 + m] || taken[1][1 + m])
            printf(" %s %.2f/%.2f", m < 0 ? "money" : alh_module_name(m), taken[0][1 + m] / n,
                   taken[1][1 + m] / (n * (players - 1)));
    printf("\n");
    return 0;
}
