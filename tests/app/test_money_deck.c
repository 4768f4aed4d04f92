/* SPDX-License-Identifier: MIT */
/*
 * The money deck tells the truth when it runs out: its tooltip (and the line under the pile) says
 * that the deck is empty and the discard pile comes next, that the deck was shuffled from the
 * discard pile, or that no money is left at all; and the action prompt no longer says "Take money"
 * when the display has no card to take (the deck and the discard pile used up), or says why the
 * display stays short. In English and French, from real play and from prepared positions.
 */
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "phrase.h"
#include "settings.h"
#include "table.h"

static AppContext ctx;

static Match *start(uint64_t seed)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    for (int i = 0; i < 4; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    ctx.no_curtain = true;
    ctx.settings.tips = false;
    ctx.settings.since_summary = false;
    if (!app_start_new_game(&ctx, &g))
        return NULL;
    app_check_settle_table(&ctx);
    return app_match(&ctx);
}

static const char *deck_tip(void)
{
    const char *tip = ui_tooltip_text(&ctx, "table.deck.tip", NULL);
    return tip ? tip : "";
}

/* Random moves, one at a time, until `wanted` holds in the action phase; false after `limit`. */
static bool play_until(Match *m, bool (*wanted)(const AlhGame *g), int limit)
{
    for (int i = 0; i < limit && m->game.phase != ALH_PHASE_OVER; i++) {
        if (m->game.phase == ALH_PHASE_ACTION && wanted(&m->game))
            return true;
        match_play_random_moves(&ctx, 1, 1000 + (uint64_t)i);
    }
    return m->game.phase == ALH_PHASE_ACTION && wanted(&m->game);
}

static bool deck_empty_discard_full(const AlhGame *g) { return alh_deck_remaining(g) == 0 && alh_cards_count(&g->discard) > 0; }

static bool reshuffled(const AlhGame *g) { return g->reshuffles > 0 && alh_deck_remaining(g) > 0; }

/* From real play: the deck used up (the discard pile next), then the deck shuffled from it. */
static void test_deck_runs_out(const char *lang)
{
    app_check_language(&ctx, lang);
    Match *m = start(1);
    CHECK(m != NULL, "%s: a game", lang);
    if (!m)
        return;
    char want[UI_TIP_TEXT], number[16];
    CHECK(play_until(m, deck_empty_discard_full, 600), "%s: the deck used up with cards in the discard pile", lang);
    app_check_settle_table(&ctx);
    int discards = alh_cards_count(&m->game.discard);
    PHRASE(&ctx, want, "table.tip.deck_empty_discard", PH_NUM("d", discards));
    snprintf(number, sizeof number, "(%d ", discards);
    CHECK(strcmp(deck_tip(), want) == 0 && strstr(deck_tip(), number), "%s: the empty deck's tooltip names the discard pile: %s",
          lang, deck_tip());
    CHECK(strstr(deck_tip(), lang[0] == 'f' ? "défausse" : "discard pile") != NULL, "%s: in words: %s", lang, deck_tip());

    CHECK(play_until(m, reshuffled, 60), "%s: the discard pile became the deck", lang);
    app_check_settle_table(&ctx);
    PHRASE(&ctx, want, "table.tip.deck_reshuffled", PH_NUM("n", alh_deck_remaining(&m->game)));
    CHECK(strcmp(deck_tip(), want) == 0, "%s: the reshuffled deck's tooltip: %s", lang, deck_tip());
    PHRASE(&ctx, want, "table.tip.deck_count", PH_NUM("n", alh_deck_remaining(&m->game)));
    CHECK(strcmp(deck_tip(), want) != 0, "%s: it says more than the count: %s", lang, deck_tip());
    match_end(&ctx);
}

/* Every money card of the deck, the discard pile and the display (but `keep_shown` display cards)
 * goes to hands: the player to move gets them all when `rich`, the next player otherwise (and then
 * the mover's own cards too). Scoring cards left in the deck are dropped. */
static void use_up_money(Match *m, bool rich, int keep_shown)
{
    AlhGame *g = &m->game;
    int mover = g->current, other = (mover + 1) % g->num_players;
    AlhCardSet *to = &g->players[rich ? mover : other].hand;
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (alh_card_is_money(g->deck[i]))
            alh_cards_add(to, g->deck[i]);
    g->deck_pos = g->deck_len;
    ALH_CARDS_FOREACH(&g->discard, card)
        alh_cards_add(to, card);
    memset(&g->discard, 0, sizeof g->discard);
    for (int s = keep_shown; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] != ALH_CARD_NONE) {
            alh_cards_add(to, g->display[s]);
            g->display[s] = ALH_CARD_NONE;
        }
    if (!rich) {
        ALH_CARDS_FOREACH(&g->players[mover].hand, card)
            alh_cards_add(to, card);
        memset(&g->players[mover].hand, 0, sizeof g->players[mover].hand);
        memset(&g->players[mover].known, 0, sizeof g->players[mover].known);
    }
    m->shown = *g;
    app_check_settle_table(&ctx);
}

/* A picture of the table for looking at (money-deck-NAME-LANG-WxH.png in the test's home). */
static void picture(const char *name, const char *lang, int w, int h)
{
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smoney-deck-%s-%s-%dx%d.png", ctx.pref_path, name, lang, w, h);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "picture %s", path);
    app_check_step(&ctx); /* the widgets where this window has them again */
}

static void check_prompt(const char *key, const char *lang, const char *what)
{
    const char *hint = ctx.table ? ctx.table->hint : "";
    CHECK(strcmp(hint, tr(&ctx, key)) == 0, "%s: %s: the prompt is %s (it says: %s)", lang, what, key, hint);
}

/* Prepared positions: no money left anywhere to come to the display. */
static void test_no_money_left(const char *lang)
{
    app_check_language(&ctx, lang);
    Match *m = start(2);
    if (!m)
        return;
    /* the mover holds every money card: buying is possible, taking money is not */
    use_up_money(m, true, 0);
    check_prompt("table.hint_action_no_money", lang, "all money in the mover's hand");
    CHECK(strncmp(ctx.table->hint, tr(&ctx, "table.take"), strlen(tr(&ctx, "table.take"))) != 0,
          "%s: the prompt does not begin with Take money: %s", lang, ctx.table->hint);
    char want[UI_TIP_TEXT];
    PHRASE(&ctx, want, "table.tip.deck_empty", PH_NUM("n", 0));
    CHECK(strcmp(deck_tip(), want) == 0, "%s: the deck's tooltip says no money comes: %s", lang, deck_tip());
    CHECK(!app_check_drawn(&ctx, "table.pass"), "%s: no End turn while a purchase is possible", lang);
    picture("no-money", lang, 1280, 720);
    match_end(&ctx);

    /* the mover holds nothing, owns only the fountain: nothing to do but end the turn */
    m = start(2);
    if (!m)
        return;
    use_up_money(m, false, 0);
    check_prompt("table.hint_action_nothing", lang, "no money, nothing to buy or redesign");
    CHECK(app_check_drawn(&ctx, "table.pass"), "%s: End turn is offered", lang);
    picture("nothing", lang, 1024, 768);
    match_end(&ctx);

    /* two cards left in the display, none to refill it: take money still, and why no more comes */
    m = start(2);
    if (!m)
        return;
    use_up_money(m, true, 2);
    check_prompt("table.hint_action_short", lang, "a short display with nothing to refill it");
    picture("short", lang, 1920, 1080);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_deck_runs_out("en");
    test_deck_runs_out("fr");
    test_no_money_left("en");
    test_no_money_left("fr");
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
