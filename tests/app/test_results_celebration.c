/* SPDX-License-Identifier: MIT */
/*
 * The results screen of whole games with expansions 1 and 2 (the characters among them), at
 * 1024x768, 1280x720 and 1920x1080, in English and French:
 * - no player's expansions' line says "+0" (a player who held a character that scored nothing read
 *   "Player 1: +0 · Master Builder"): their name and words alone;
 * - the falling stars of the first seconds leave the ranking, the expansions' words and the chart
 *   as they are at rest (they passed in front of the ranking's rows and words): every pixel of every
 *   string there is the same with the stars falling as without them.
 * RESULTS_SHOTS=DIR also writes each picture there, to be looked at.
 */
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "app_check.h"
#include "client_module.h"
#include "options.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;
static int zero_players; /* players whose expansions scored nothing but who hold something of theirs */

/* The frame of the results at w x h with the stars t seconds into their fall (0: at rest). */
static SDL_Surface *results_at(int w, int h, double t, const char *shot)
{
    char path[APP_PATH_MAX];
    const char *dir = getenv("RESULTS_SHOTS");
    if (dir && shot)
        snprintf(path, sizeof path, "%s/%s", dir, shot);
    else
        snprintf(path, sizeof path, "%s/alh-celebration-%d.png", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp", (int)getpid());
    ctx.table->results_since = -t; /* the picture is drawn at ctx->time 0 */
    trace.count = 0;
    ctx.text_trace = &trace;
    bool ok = app_render_to_png(&ctx, SCREEN_RESULTS, w, h, path);
    ctx.text_trace = NULL;
    ctx.table->results_since = 0;
    SDL_Surface *raw = ok ? IMG_Load(path) : NULL;
    if (!(dir && shot))
        remove(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    SDL_FreeSurface(raw);
    return s;
}

static Uint32 pixel(const SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
}

/* The pixels of rect r that differ between a and b. */
static int differ(const SDL_Surface *a, const SDL_Surface *b, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y < 0 ? 0 : r.y; y < r.y + r.h && y < a->h; y++)
        for (int x = r.x < 0 ? 0 : r.x; x < r.x + r.w && x < a->w; x++)
            n += pixel(a, x, y) != pixel(b, x, y);
    return n;
}

static void one_size(int w, int h, const char *lang, int players, unsigned seed)
{
    char config[96];
    snprintf(config, sizeof config, "%dx%d, %d players, seed %u, %s", w, h, players, seed, lang);
    app_check_language(&ctx, lang);
    app_translate_default_names(&ctx);
    const Match *m = app_match(&ctx);
    char shot[96];
    snprintf(shot, sizeof shot, "celebration-%dx%d-%dp-%u-%s.png", w, h, players, seed, lang);
    SDL_Surface *rest = results_at(w, h, 0, shot);
    CHECK(rest != NULL, "the results at rest at %s", config);
    if (!rest)
        return;
    /* no "+0": neither "Player 1: +0" nor any string ending so */
    int zeros = 0;
    for (int k = trace.last_frame; k < trace.count; k++) {
        const char *text = trace.items[k].text;
        size_t len = strlen(text);
        if (len >= 2 && !strcmp(text + len - 2, "+0") && zeros++ < 3)
            printf("  a zero said: \"%s\" (%s)\n", text, config);
    }
    CHECK(zeros == 0, "%d strings say \"+0\" at %s", zeros, config);
    /* every player is named in the expansions' words, those who scored nothing too */
    for (int p = 0; p < players; p++) {
        bool named = false;
        for (int k = trace.last_frame; k < trace.count; k++)
            named |= strstr(trace.items[k].text, table_seat_name(m, p)) && trace.items[k].rect.y > h / 3 &&
                     trace.items[k].rect.x < w / 2;
        CHECK(named, "player %d named on the left at %s", p + 1, config);
    }
    /* the strings below the winner's moment (the ranking, the words, the chart), as at rest */
    int n = trace.count - trace.last_frame;
    SDL_Rect *rects = malloc(sizeof *rects * (size_t)(n > 0 ? n : 1));
    int nr = 0;
    for (int k = trace.last_frame; k < trace.count; k++)
        if (trace.items[k].rect.y > app_px(&ctx, 40 + 190) - app_px(&ctx, 10) && trace.items[k].text[0])
            rects[nr++] = trace.items[k].rect;
    int over = 0, stars = 0;
    for (double t = 0.5; t < 6.0; t += 0.75) {
        char falling[112];
        snprintf(falling, sizeof falling, "falling-%.2fs-%s", t, shot);
        SDL_Surface *fall = results_at(w, h, t, t == 2.0 ? falling : NULL); /* one of them kept to be seen */
        if (!fall)
            continue;
        stars += differ(rest, fall, (SDL_Rect){0, 0, w, h}) > 0;
        for (int i = 0; i < nr; i++) {
            int d = differ(rest, fall, rects[i]);
            if (d > 0 && over++ < 4)
                printf("  %d pixels of a string at %d,%d changed by the stars at %.2f s (%s)\n", d, rects[i].x, rects[i].y, t,
                       config);
        }
        SDL_FreeSurface(fall);
    }
    CHECK(stars > 0, "the stars fall at %s", config);
    CHECK(over == 0, "%d strings under the stars at %s", over, config);
    free(rects);
    SDL_FreeSurface(rest);
}

static void one_game(int players, unsigned seed)
{
    AlhModuleSet modules = {0};
    char err[200];
    CHECK(options_parse_modules("expansion-1,expansion-2", &modules, err, sizeof err), "modules: %s", err);
    if (!app_check_new_game_of(&ctx, players, seed, &modules, false)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, 20000, seed);
    Match *m = app_match(&ctx);
    CHECK(m && m->game.phase == ALH_PHASE_OVER, "the game of %d players is over", players);
    for (int p = 0; m && p < players; p++) {
        int extra = 0;
        for (int rd = 0; rd < 3; rd++)
            extra += m->round_scored[rd] ? m->round_scores[rd].points[p][ALH_SCORE_EXTRA] : 0;
        char words[256] = "";
        if (alh_module_on(&m->game, ALH_MOD_CHARACTERS) && client_module(ALH_MOD_CHARACTERS)->results_words)
            client_module(ALH_MOD_CHARACTERS)->results_words(&ctx, &m->game, p, words, sizeof words);
        zero_players += extra == 0 && words[0];
    }
    static const int sizes[][2] = {{1024, 768}, {1280, 720}, {1920, 1080}};
    for (int i = 0; i < 3; i++)
        for (int l = 0; l < 2; l++)
            one_size(sizes[i][0], sizes[i][1], l ? "fr" : "en", players, seed);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start_layout(&ctx, argv[0], &trace))
        return 1;
    for (unsigned seed = 1; seed <= 6; seed++)
        one_game(2 + (int)seed % 5, seed);
    CHECK(zero_players > 0, "some player held a character and scored nothing of the expansions (%d)", zero_players);
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
