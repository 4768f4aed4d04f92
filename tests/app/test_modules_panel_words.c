/* SPDX-License-Identifier: MIT */
/*
 * The modules' panel on the table in table mode, expansions 1 and 2, four players, at 1024x768,
 * 1280x720 and 1920x1080, in English and French: no string in it is cut with "…". At 1280x720 the
 * "Each player" rows read "J…" for the names and "Riche …" for a character (seed 5, 120 moves), and
 * once the game is over (nobody's hand on the screen) the bonus cards' line read "Cachées tant que
 * personne n’est à l’…" at 1024x768.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "options.h"
#include "table.h"
#include "table_layout.h"

static AppContext ctx;
static TextTrace trace;

static void check_panel(const char *what)
{
    static const int sizes[][2] = {{1024, 768}, {1280, 720}, {1920, 1080}};
    const Match *m = app_match(&ctx);
    for (int i = 0; i < 3; i++)
        for (int l = 0; l < 2; l++) {
            int w = sizes[i][0], h = sizes[i][1];
            char config[96];
            snprintf(config, sizeof config, "%s, %dx%d, %s", what, w, h, l ? "fr" : "en");
            app_check_language(&ctx, l ? "fr" : "en");
            app_translate_default_names(&ctx);
            TableLayout L;
            table_layout_compute_modules(&L, w, h, m->game.num_players, alh_game_has_dirk(&m->game), true, m->game.modules);
            CHECK(L.modules.w > 0, "a modules' panel at %s", config);
            trace.count = 0;
            ctx.text_trace = &trace;
            app_render_to_png(&ctx, SCREEN_TABLE, w, h, NULL);
            ctx.text_trace = NULL;
            int cut = 0, names = 0;
            for (int k = trace.last_frame; k < trace.count; k++) {
                const TextTraceItem *t = &trace.items[k];
                if (!app_check_rect_inside(t->rect, L.modules, 2))
                    continue;
                if (strstr(t->text, "\xE2\x80\xA6") && cut++ < 4)
                    printf("  cut: \"%s\" (%s)\n", t->text, config);
                for (int p = 0; p < m->game.num_players; p++)
                    names += !strcmp(t->text, table_seat_name(m, p));
            }
            CHECK(cut == 0, "%d strings cut in the modules' panel at %s", cut, config);
            CHECK(names >= m->game.num_players, "every player named whole in the panel (%d) at %s", names, config);
        }
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start_layout(&ctx, argv[0], &trace))
        return 1;
    ctx.table_mode = true;
    AppNewGame g = {0};
    char err[200];
    g.num_seats = 4;
    g.has_seed = true;
    g.seed = 5;
    CHECK(options_parse_modules("expansion-1,expansion-2", &g.modules, err, sizeof err), "modules: %s", err);
    for (int p = 0; p < 4; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g))
        return 1;
    match_play_random_moves(&ctx, 120, 5);
    check_panel("120 moves");
    match_play_random_moves(&ctx, 20000, 5);
    CHECK(app_match(&ctx)->game.phase == ALH_PHASE_OVER, "the game is over");
    app_match(&ctx)->results_shown = true; /* the table, not the results it opens on first */
    check_panel("the game over");
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
