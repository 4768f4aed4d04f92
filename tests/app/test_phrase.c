/* SPDX-License-Identifier: MIT */
/*
 * Generated text in English and French: templates with plural and gender (phrase.h), the game log
 * kept as templates and re-rendered in the language chosen now (also after a save is loaded),
 * default seat names that follow the language, and the currency's name on the cards the same as
 * the market's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "phrase.h"
#include "table.h"
#include "table_save.h"
#include "text.h"

static AppContext ctx;

static void lang(const char *code)
{
    SDL_strlcpy(ctx.settings.language, code, sizeof ctx.settings.language);
    i18n_set_language(&ctx, code);
    app_translate_default_names(&ctx);
}

#define SAYS(want, ...)                                                                                                          \
    do {                                                                                                                         \
        char got_[512];                                                                                                          \
        PHRASE(&ctx, got_, __VA_ARGS__);                                                                                         \
        CHECK(strcmp(got_, (want)) == 0, "\"%s\", wanted \"%s\"", got_, (want));                                                 \
    } while (0)

static void test_grammar(void)
{
    lang("en");
    SAYS("Ann builds a tower.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.tower"));
    /* the squares' action names the square by its building ("of colour tower" read oddly) */
    SAYS("Take the face-up tower square instead of money: it counts as a tower in the scorings, and you place it at the end of "
         "your "
         "turn.",
         "mod.take_square_full", PH_NOUN("type", "type.tower"));
    /* the button and the dialog it opens name the same thing ("Scoring table", "Scoring tables") */
    CHECK(strcmp(tr(&ctx, "table.scoring"), tr(&ctx, "table.scoring_title")) == 0, "\"%s\" opens \"%s\"",
          tr(&ctx, "table.scoring"), tr(&ctx, "table.scoring_title"));
    SAYS("Ann builds an arcade.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.arcades"));
    SAYS("Ann builds a chamber.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.chambers"));
    SAYS("Ann's hand (1 card)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 1));
    SAYS("Ann's hand (0 cards)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 0));
    SAYS("Ann's hand (7 cards)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 7));
    SAYS("Aixa's Alhambra", "table.alhambra_of", PH_TEXT("who", "Aixa"));
    SAYS("1 denar", "log.card", PH_NUM("n", 1), PH_NOUN("cur", "currency.denar"));
    SAYS("3 ducats", "log.card", PH_NUM("n", 3), PH_NOUN("cur", "currency.ducat"));
    SAYS("Towers: 3, the most (counted as in the scoring)", "table.tip.type_lead", PH_NOUN("type", "type.tower"), PH_NUM("n", 3));
    SAYS("Nobody receives the arcade (tie).", "log.not_awarded", PH_NOUN("tile", "type.arcades"));
    /* a count of 0 takes the template's "zero" choice: "holds no coins", not "holds 0 coins" */
    SAYS("Ann holds no coins", "table.tip.change_held", PH_TEXT("who", "Ann"), PH_NUM("n", 0));
    SAYS("Ann holds 1 coin", "table.tip.change_held", PH_TEXT("who", "Ann"), PH_NUM("n", 1));
    SAYS("Ann holds 3 coins", "table.tip.change_held", PH_TEXT("who", "Ann"), PH_NUM("n", 3));
    /* an argument the caller forgot shows as itself, not as nothing */
    SAYS("{who} builds a tower.", "log.place", PH_NOUN("tile", "type.tower"));

    lang("fr");
    SAYS("Ann construit une tour.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.tower"));
    SAYS("Ann construit un pavillon.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.pavilion"));
    SAYS("Ann construit une arcade.", "log.place", PH_TEXT("who", "Ann"), PH_NOUN("tile", "type.arcades"));
    SAYS("Personne ne reçoit l’arcade (égalité).", "log.not_awarded", PH_NOUN("tile", "type.arcades"));
    SAYS("Personne ne reçoit la tour (égalité).", "log.not_awarded", PH_NOUN("tile", "type.tower"));
    /* "de" elides before a name that begins with a vowel, accented or not ("Main de Aixa" before) */
    SAYS("Main d’Ann (0 carte)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 0));
    SAYS("Main d’Ann (1 carte)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 1));
    SAYS("Main d’Ann (2 cartes)", "table.hand_of", PH_TEXT("who", "Ann"), PH_NUM("n", 2));
    SAYS("Main de Yusuf (2 cartes)", "table.hand_of", PH_TEXT("who", "Yusuf"), PH_NUM("n", 2));
    SAYS("Main de Joueur 1 (2 cartes)", "table.hand_of", PH_TEXT("who", "Joueur 1"), PH_NUM("n", 2));
    SAYS("Alhambra d’Aixa", "table.alhambra_of", PH_TEXT("who", "Aixa"));
    SAYS("Alhambra d’Émile", "table.alhambra_of", PH_TEXT("who", "Émile"));
    SAYS("Alhambra d’île", "table.alhambra_of", PH_TEXT("who", "île"));
    SAYS("Alhambra d’Œdipe", "table.alhambra_of", PH_TEXT("who", "Œdipe"));
    SAYS("Alhambra de Hugo", "table.alhambra_of", PH_TEXT("who", "Hugo"));
    SAYS("Alhambra de Zoraida", "table.alhambra_of", PH_TEXT("who", "Zoraida"));
    SAYS("Alhambra de Çelik", "table.alhambra_of", PH_TEXT("who", "Çelik"));
    SAYS("Le vizir d’Aixa dort (le réveiller coûte une action)", "table.tip.vizier_asleep", PH_TEXT("who", "Aixa"));
    SAYS("Ann n’a aucune pièce", "table.tip.change_held", PH_TEXT("who", "Ann"), PH_NUM("n", 0));
    SAYS("Ann a 1 pièce", "table.tip.change_held", PH_TEXT("who", "Ann"), PH_NUM("n", 1));
    SAYS("3 ducats", "log.card", PH_NUM("n", 3), PH_NOUN("cur", "currency.ducat"));
    SAYS("1 denier", "log.card", PH_NUM("n", 1), PH_NOUN("cur", "currency.denar"));
    SAYS("Tours : 3, la majorité (compté comme au décompte)", "table.tip.type_lead", PH_NOUN("type", "type.tower"),
         PH_NUM("n", 3));
    SAYS("Ann prend une place d’arcades.", "mod.log_square", PH_TEXT("who", "Ann"), PH_NOUN("type", "type.arcades"));
    char buf[64];
    CHECK(strcmp(phrase_noun(&ctx, buf, sizeof buf, "currency.denar", NULL), "denier") == 0, "denar in French: %s", buf);
    lang("en");
}

/* Every line of a whole game with all modules, in both languages: no placeholder left, no noun
 * without its word, and none of the broken agreements players saw. */
static void check_line(const char *text, bool french, int *bad)
{
    static const char *const wrong_fr[] = {"un tour",         "le tour ", "un arcade",       "le arcade",
                                           "un appartements", "1 cartes", "bâtiments du sac" /* checked below with a count */};
    static const char *const wrong_en[] = {"a arcade", "a arcades", "a chambers", " 1 cards", "1 buildings", "with :"};
    if (strchr(text, '{') || strchr(text, '}') || strstr(text, " ? ") || strstr(text, "?.")) {
        printf("  placeholder or unknown word: %s\n", text);
        (*bad)++;
    }
    for (size_t i = 0; french && i < sizeof wrong_fr / sizeof *wrong_fr - 1; i++)
        if (strstr(text, wrong_fr[i])) {
            printf("  French: \"%s\" in %s\n", wrong_fr[i], text);
            (*bad)++;
        }
    for (size_t i = 0; !french && i < sizeof wrong_en / sizeof *wrong_en; i++)
        if (strstr(text, wrong_en[i])) {
            printf("  English: \"%s\" in %s\n", wrong_en[i], text);
            (*bad)++;
        }
}

static Match *played_game(int players, uint32_t modules, uint64_t seed)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = seed;
    g.modules = alh_modset_from_bits(modules);
    for (int p = 0; p < players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = true;
    }
    g.seats[0].is_bot = false;
    app_fill_seat_names(&ctx, &g);
    if (!match_start(&ctx, &g))
        return NULL;
    match_play_random_moves(&ctx, 5000, seed);
    return app_match(&ctx);
}

static void test_game_log(void)
{
    uint32_t all = 0;
    for (int id = ALH_MOD_TWO_PLAYER + 1; id < ALH_MOD_COUNT; id++)
        all |= 1u << id;
    const struct {
        int players;
        uint32_t modules;
    } games[] = {{4, all}, {2, 0}, {3, all}, {5, 0}};
    for (size_t k = 0; k < sizeof games / sizeof *games; k++) {
        lang("en");
        Match *m = played_game(games[k].players, games[k].modules, 11 + k);
        CHECK(m && m->game.phase == ALH_PHASE_OVER, "game %zu played to the end", k);
        if (!m)
            continue;
        int bad = 0, differ = 0, templated = 0;
        char en[512], fr[512];
        for (int i = 0; i < m->log_count; i++) {
            lang("en");
            match_log_text(&ctx, m, &m->log[i], en, sizeof en);
            check_line(en, false, &bad);
            lang("fr");
            match_log_text(&ctx, m, &m->log[i], fr, sizeof fr);
            check_line(fr, true, &bad);
            templated += m->log[i].key[0] != 0;
            differ += strcmp(en, fr) != 0;
        }
        CHECK(bad == 0, "game %zu: %d log lines with a fault", k, bad);
        /* a bid or a pass names the character bid for (it said "Player 4 bids 1." and "Player 4
         * declines." between other moves) */
        int bids = 0, named = 0, passes = 0, bare = 0;
        for (int i = 0; i < m->log_count; i++) {
            const char *key = m->log[i].key;
            bare += strcmp(key, "mod.log_decline") == 0;
            bool pass =
                strcmp(key, "mod.log_pass") == 0 || strcmp(key, "mod.log_cannot_bid") == 0 || strcmp(key, "mod.log_keep") == 0;
            passes += pass;
            if (strcmp(key, "mod.log_bid") != 0 && !pass)
                continue;
            bids++;
            for (int a = 0; a < m->log[i].nargs; a++)
                if (strcmp(m->log[i].args[a].name, "char") == 0) {
                    for (int l = 0; l < 2; l++) {
                        lang(l ? "fr" : "en");
                        match_log_text(&ctx, m, &m->log[i], en, sizeof en);
                        named += strstr(en, tr(&ctx, m->log[i].args[a].text)) != NULL;
                    }
                }
        }
        lang("en");
        CHECK(named == 2 * bids, "game %zu: %d of %d bids and passes name their character in both languages", k, named / 2, bids);
        CHECK(bare == 0, "game %zu: %d passes say only \"declines\"", k, bare);
        if (games[k].modules)
            CHECK(bids > passes && passes > 0, "game %zu: bids (%d) and passes (%d) were made", k, bids - passes, passes);
        /* the coins of one overpayment are said on one line (each coin had its own, read as a second
         * overpayment: "draws change for paying 4 too much: a coin (1 dirham)" twice) */
        int coin_lines = 0, twice = 0, two_coins = 0;
        for (int i = 0; i < m->log_count; i++) {
            if (strcmp(m->log[i].key, "mod.log_coin") != 0)
                continue;
            coin_lines++;
            twice += i > 0 && strcmp(m->log[i - 1].key, "mod.log_coin") == 0 && m->log[i - 1].player == m->log[i].player;
            for (int a = 0; a < m->log[i].nargs; a++)
                two_coins += m->log[i].args[a].kind == LOG_ARG_CARDS && alh_cards_count(&m->log[i].args[a].cards) > 1;
        }
        CHECK(twice == 0, "game %zu: %d of %d change lines repeat the line before", k, twice, coin_lines);
        if (games[k].modules)
            CHECK(two_coins > 0, "game %zu: %d of %d change lines give more than one coin", k, two_coins, coin_lines);
        /* the modules' moments are said by their client parts: several kinds of them in a game with all */
        char seen[16][MATCH_LOG_KEY];
        int kinds = 0;
        for (int i = 0; i < m->log_count; i++) {
            if (strncmp(m->log[i].key, "mod.log_", 8) != 0)
                continue;
            int j = 0;
            while (j < kinds && strcmp(seen[j], m->log[i].key) != 0)
                j++;
            if (j == kinds && kinds < 16)
                snprintf(seen[kinds++], sizeof seen[0], "%s", m->log[i].key);
        }
        CHECK(games[k].modules ? kinds >= 4 : kinds == 0, "game %zu: %d kinds of module lines in the log", k, kinds);
        CHECK(templated == m->log_count && m->log_count > 50, "game %zu: all %d lines are templates (%d)", k, m->log_count,
              templated);
        /* the same line object, re-rendered: every line but those made of names and numbers only */
        CHECK(differ > m->log_count * 9 / 10, "game %zu: %d of %d lines change with the language", k, differ, m->log_count);
    }
    lang("en");
    match_end(&ctx);
}

/* A save keeps the log's templates: loaded in French, the lines written in English are French. */
static void test_log_through_save(void)
{
    lang("en");
    Match *m = played_game(3, 0, 5);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    char path[APP_PATH_MAX + 32];
    snprintf(path, sizeof path, "%sphrase-save.json", ctx.pref_path);
    CHECK(match_save(&ctx, path), "saved");
    char en[512], fr[512], again[512];
    int n = m->log_count;
    match_log_text(&ctx, m, &m->log[n - 2], en, sizeof en);
    lang("fr");
    CHECK(match_load(&ctx, path), "loaded");
    m = app_match(&ctx);
    CHECK(m && m->log_count == n, "the whole log is back (%d of %d)", m ? m->log_count : 0, n);
    if (m && m->log_count == n) {
        match_log_text(&ctx, m, &m->log[n - 2], fr, sizeof fr);
        CHECK(strcmp(en, fr) != 0, "the line is in French now: \"%s\" (was \"%s\")", fr, en);
        lang("en");
        match_log_text(&ctx, m, &m->log[n - 2], again, sizeof again);
        CHECK(strcmp(en, again) == 0, "and in English again: \"%s\"", again);
    }
    remove(path);
    lang("en");
    match_end(&ctx);
}

/* "Player 1" follows the language: on the table, in the log, and on the new-game screen. */
static void test_default_names(void)
{
    lang("en");
    Match *m = played_game(3, 0, 9);
    CHECK(m && strcmp(m->seats[0].name, "Player 1") == 0, "the human seat's default name: %s", m ? m->seats[0].name : "");
    if (!m)
        return;
    lang("fr");
    CHECK(strcmp(m->seats[0].name, "Joueur 1") == 0, "in French: %s", m->seats[0].name);
    char line[512];
    match_log_text(&ctx, m, &m->log[0], line, sizeof line);
    CHECK(strstr(line, "Joueur") || m->game.current != 0, "the first line names the seat in French: %s", line);
    CHECK(strcmp(ctx.settings.last_game.seats[0].name, "Joueur 1") == 0, "the new-game screen's seat: %s",
          ctx.settings.last_game.seats[0].name);
    CHECK(strcmp(m->seats[1].name, "Boabdil") == 0, "a bot's name stays: %s", m->seats[1].name);
    lang("en");
    CHECK(strcmp(m->seats[0].name, "Player 1") == 0, "back in English: %s", m->seats[0].name);
    match_end(&ctx);
}

/* In French the cards say "denier" as the market does, never the engine's "denar". */
static void test_currency_on_cards(void)
{
    lang("fr");
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    int found_denier = 0, found_denar = 0;
    TextTrace tt = {calloc(4096, sizeof(TextTraceItem)), 0, 4096};
    for (uint64_t seed = 1; seed < 30 && !found_denier; seed++) {
        g.seed = seed;
        CHECK(app_start_new_game(&ctx, &g), "game");
        Match *m = app_match(&ctx);
        bool on_display = false;
        for (int s = 0; m && s < ALH_DISPLAY_SLOTS; s++)
            on_display |= alh_card_is_money(m->game.display[s]) && alh_card_currency(m->game.display[s]) == ALH_DENAR;
        if (!on_display)
            continue;
        m->last_human = alh_to_move(&m->game);
        ctx.no_curtain = true;
        char path[APP_PATH_MAX + 32];
        snprintf(path, sizeof path, "%sphrase-shot.png", ctx.pref_path);
        tt.count = 0;
        ctx.text_trace = &tt;
        app_render_to_png(&ctx, SCREEN_TABLE, 1920, 1080, path);
        ctx.text_trace = NULL;
        remove(path);
        for (int i = 0; i < tt.count; i++) {
            found_denier += strcmp(tt.items[i].text, "denier") == 0;
            found_denar += strcmp(tt.items[i].text, "denar") == 0;
        }
        ctx.no_curtain = false;
    }
    CHECK(found_denier >= 2, "\"denier\" on a card and on the market (%d)", found_denier);
    CHECK(found_denar == 0, "never \"denar\" in French (%d)", found_denar);
    free(tt.items);
    match_end(&ctx);
    lang("en");
}

/* An exact amount is always said with its currency: "exactly 9" alone left the player to guess
 * which cards (the vizier's prompt and confirmation, the exact-only purchase). Every template of
 * both languages that names an exact amount follows it with the amount's currency ({cur#...}). */
typedef struct ExactCheck {
    bool english;
    int seen;
} ExactCheck;

static void check_exact_amount(const char *key, void *user)
{
    ExactCheck *ec = user;
    const char *got = ec->english ? tr(&ctx, key) : i18n_get(&ctx, key);
    char text[512];
    SDL_strlcpy(text, got ? got : "", sizeof text);
    for (char *c = text; *c; c++)
        *c = (char)SDL_tolower((unsigned char)*c);
    static const char *const lead[] = {"exactly {", "exact payment of {", "exactement {", "exact de {"};
    for (size_t i = 0; i < sizeof lead / sizeof *lead; i++)
        for (const char *at = strstr(text, lead[i]); at; at = strstr(at + 1, lead[i])) {
            const char *close = strchr(at + strlen(lead[i]), '}');
            ec->seen++;
            CHECK(close && strncmp(close + 1, " {cur#", 6) == 0, "%s: an exact amount without its currency: %s = %s",
                  ec->english ? "en" : "fr", key, got);
        }
}

static void test_exact_amounts(void)
{
    for (int en = 1; en >= 0; en--) {
        lang(en ? "en" : "fr");
        ExactCheck ec = {en != 0, 0};
        i18n_each_key(&ctx, ec.english, check_exact_amount, &ec);
        CHECK(ec.seen >= 8, "%s: the exact amounts found (%d)", en ? "en" : "fr", ec.seen);
    }
    lang("en");
}

/* Every refusal of the base game is said in the player's language: the table looks up
 * error.<code>, and a code without its line fell back to the engine's English (a French table
 * said "A tile must be joined to the Alhambra by a whole side": its line was under another code). */
static void test_error_words(void)
{
    lang("fr");
    for (int en = 1; en >= 0; en--)
        for (int e = ALH_OK + 1; e < ALH_ERR_BASE_COUNT; e++) {
            char key[64];
            SDL_snprintf(key, sizeof key, "error.%s", alh_error_code((AlhError)e));
            CHECK(i18n_has(&ctx, key, en != 0), "%s has %s", en ? "en" : "fr", key);
        }
    lang("en");
}

/* French sets a space before : ; ! ? and a line never begins with one of them: wrapped at every
 * width, no line of a French sentence starts with its colon (the game log's first line read
 * "Une nouvelle partie commence" and then ": Joueur 2 joue en premier." below). */
static void test_french_marks_stay(void)
{
    static const char *const lines[] = {"Une nouvelle partie commence : Joueur 2 joue en premier.",
                                        "Invasion après le décompte 1 : attaque de l’est ; qui perd quoi ? Tout !",
                                        "« Joueur 3 » gagne."};
    TextTrace trace;
    CHECK(app_check_trace_alloc(&trace), "a trace");
    int bad = 0, breaks = 0;
    for (int i = 0; i < 3 && trace.items; i++)
        for (int w = 60; w <= 600; w += 3) {
            trace.count = 0;
            ctx.text_trace = &trace;
            text_draw_wrapped(&ctx, FONT_UI, 18, 0, 0, w, (SDL_Color){0, 0, 0, 255}, TEXT_LEFT, lines[i], true);
            ctx.text_trace = NULL;
            for (int k = 0; k < trace.count; k++) {
                const char *t = trace.items[k].text;
                breaks += k > 0;
                size_t n = strlen(t);
                if (strchr(":;!?", t[0]) || strncmp(t, "\xC2\xBB", 2) == 0 || (n >= 2 && strcmp(t + n - 2, "\xC2\xAB") == 0)) {
                    if (bad++ < 3)
                        printf("  line %d at width %d: \"%s\"\n", k, w, t);
                }
            }
        }
    CHECK(breaks > 100, "the sentences were wrapped (%d breaks)", breaks);
    CHECK(bad == 0, "no line begins with a French mark or ends with an opening quote (%d did)", bad);
    free(trace.items);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_grammar();
    test_game_log();
    test_log_through_save();
    test_default_names();
    test_currency_on_cards();
    test_exact_amounts();
    test_error_words();
    test_french_marks_stay();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
