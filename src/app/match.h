/* SPDX-License-Identifier: MIT */
/* The running game in the client: the engine state, the seats, bots on a worker thread, the log. */
#ifndef ALHAMBRA_MATCH_H
#define ALHAMBRA_MATCH_H

#include <stdbool.h>
#include <stdint.h>
#include <SDL.h>
#include "alhambra/game.h"
#include "alhambra/view.h"
#include "alhambra/bot.h"
#include "app.h"
#include "anim.h"

#define MATCH_LOG_TEXT 200
#define MATCH_STAGE_MAX 16

typedef struct MatchSeat {
    char name[APP_NAME_MAX + 1];
    bool default_name; /* the translated "Player N": follows the language */
    int colour;        /* index for app_player_colour() */
    bool is_bot;
    int bot_level; /* AlhBotLevel */
} MatchSeat;

/*
 * A line of the game log is kept as its template and arguments, not as text: it is rendered in the
 * language chosen when it is drawn, so switching the language re-renders the whole log.
 */
#define MATCH_LOG_ARGS 6
#define MATCH_LOG_KEY 40
typedef enum MatchLogArgKind {
    LOG_ARG_TEXT = 0, /* text as is */
    LOG_ARG_NUMBER,   /* number */
    LOG_ARG_NOUN,     /* text: a noun's key ("type.tower"), see phrase.h */
    LOG_ARG_KEY,      /* text: a translation key, rendered as its text (a character's name) */
    LOG_ARG_SEAT,     /* number: a seat (ALH_DIRK for Dirk), rendered as its name */
    LOG_ARG_SEATS,    /* number: a bit set of seats, rendered as "A, B and C" */
    LOG_ARG_CARDS,    /* cards: rendered as "3 denars + 5 florins" */
    LOG_ARG_SCORES,   /* the line's scores: rendered as "A +3, B +0" */
    LOG_ARG_KINDS
} MatchLogArgKind;

typedef struct MatchLogArg {
    char name[12];
    uint8_t kind; /* MatchLogArgKind */
    int number;
    char text[48];
    AlhCardSet cards;
} MatchLogArg;

typedef struct MatchLogLine {
    int player; /* -1 for the game itself (scorings, refills) */
    int turn;
    char key[MATCH_LOG_KEY]; /* the template; "" for a line kept as text (an older save) */
    int nargs;
    MatchLogArg args[MATCH_LOG_ARGS];
    int16_t scores[ALH_MAX_PLAYERS + 1]; /* LOG_ARG_SCORES: the points of each seat, Dirk last */
    char text[MATCH_LOG_TEXT];           /* the text of a line without a template */
} MatchLogLine;

/* Called with every command the match applies to the game (tests record them). */
typedef void (*MatchCommandHook)(void *user, const AlhCommand *cmd);

typedef struct Match {
    AlhGame game; /* the truth; changed only through alh_apply */
    MatchSeat seats[ALH_MAX_PLAYERS];
    int num_seats;
    char save_path[APP_PATH_MAX]; /* autosave target; "" = none */
    bool replay;                  /* playing back a replay file: nobody decides */

    /* Placements of the current turn, kept apart until the player confirms (undo). */
    AlhGame stage_base; /* the game when the placing began */
    AlhGame stage_game; /* stage_base with the staged commands applied (never shown as is) */
    AlhGame shown;      /* what the table draws: the game with the staged placements */
    AlhCommand staged[MATCH_STAGE_MAX];
    int staged_count;

    /* Bots think on a worker thread over a copy of their view. */
    SDL_Thread *bot_thread;
    SDL_atomic_t bot_done;
    AlhView bot_view;
    AlhCommand bot_cmd;
    AlhError bot_err;
    int bot_level;
    uint64_t bot_key; /* the bots' seeds come from this, never from game.seed (alh_bot_seed) */
    uint64_t bot_seed;
    uint16_t bot_for_command; /* game.command_count the thought was started for */
    double bot_wait;          /* seconds the table still waits before showing a bot's move */
    bool stalled;             /* a bot found no move, nor did the random fallback: nobody is asked again */

    /* Replay playback. */
    AlhCommand *replay_cmds;
    int replay_count, replay_pos;

    /* Game log: one line per action, kept for the whole game. */
    MatchLogLine *log;
    int log_count, log_cap;

    /* Per-round points (rows: round 1..3; [p][cat]) for the results chart. */
    AlhScoreDetail round_scores[3];
    bool round_scored[3];

    Anim anim;
    int last_human; /* the human whose hand was shown last (pass screen), -1 */
    bool hide_hand; /* hot-seat curtain pending */

    MatchCommandHook hook;
    void *hook_user;
    int last_actor;     /* player of the last command applied (the board follows them) */
    bool results_shown; /* the results screen came up once at the end */
    bool seats_unknown; /* loaded from a save without the client's seats: who plays is asked first */
    bool no_hints;      /* chosen at the start: no Hint for anyone (kept in the save) */

    /* Scratch space for applying and checking commands (large; only the main thread uses it). */
    AlhEvents events;
    AlhGame trial;
} Match;

/* Applies a command for real (logs it, animates its events, autosaves). */
AlhError match_apply(AppContext *ctx, Match *m, const AlhCommand *cmd);

/* Staged choices that reveal nothing, kept apart until the player confirms (so they can be undone):
 * placements (PLACE / RESERVE / GIVE_DIRK) while placing, and a redesign in the action phase. */
AlhError match_stage(AppContext *ctx, Match *m, const AlhCommand *cmd);
const AlhGame *match_decision_game(const Match *m); /* the staged game while staging (for rule checks), else the game */
bool match_undo(AppContext *ctx, Match *m);
bool match_stage_complete(const Match *m); /* every pending tile has a staged destination */
AlhError match_confirm(AppContext *ctx, Match *m);
const AlhGame *match_view_game(const Match *m); /* the game as the table shows it */
/*
 * A free move that the staged choices do not depend on (the Miser's card after the tile bought was
 * placed, a bonus card laid while placing): applied to the game beneath the staged choices, which
 * are staged again on top of it. The check says whether it is legal there and the staged choices
 * still hold after it; without staged choices both are alh_check and match_apply.
 */
AlhError match_check_under_stage(Match *m, const AlhCommand *cmd); /* uses m's scratch game */
AlhError match_apply_under_stage(AppContext *ctx, Match *m, const AlhCommand *cmd);

/* Per-frame work: animation clock, bots, replay. */
void match_update(AppContext *ctx, Match *m, double dt);
/* Per-frame work while the table holds still (something open over it): nothing moves and no move
 * is played, but a bot to move begins to think, so that its move is ready when the table moves on. */
void match_hold(Match *m);

/* The seat that decides now and whether a human sits there. */
int match_to_move(const Match *m);
bool match_human_to_move(const Match *m);
int match_human_count(const Match *m);
bool match_human_may_act(const Match *m); /* a human's turn, nothing animating, no bot pause left */
bool match_busy(const Match *m);          /* animating or a bot about to move */

void match_set_hook(Match *m, MatchCommandHook hook, void *user);
/* 64 random bits from the kernel, for deal seeds and the bots' key (never derived from each other). */
uint64_t match_entropy(void);
#define MATCH_FIXED_BOT_KEY 1u /* the bots' key in games whose seed was chosen */

/* Builds a match directly (tests and tools): no autosave unless save_path is set afterwards. */
Match *match_create(AppContext *ctx, const AppNewGame *setup);
void match_destroy(Match *m);

const char *match_seat_name(const Match *m, int p);
/* Default names of m's seats ("Player 2") in the current language. */
void match_translate_default_names(AppContext *ctx, Match *m);
/* Adds a log line kept as text (a line of an older save). */
void match_log_add(Match *m, int player, const char *text);
/* Adds a log line from a template and its arguments; returns it (NULL when out of memory). */
MatchLogLine *match_log_add_line(Match *m, int player, const char *key, const MatchLogArg *args, int nargs);
/* A log line's arguments, kept as data and put into words when drawn (in the language of the
 * moment): a seat, a number, a tile as its noun, a building type, a currency, cards, a translation
 * key rendered as its text. MATCH_LOG(m, player, key, args...) adds a line. */
MatchLogArg match_arg_number(const char *name, int kind, int n);
MatchLogArg match_arg_text(const char *name, int kind, const char *text);
MatchLogArg match_arg_seat(const char *name, int p);
MatchLogArg match_arg_num(const char *name, int n);
MatchLogArg match_arg_tile(const char *name, int tile);
MatchLogArg match_arg_type(const char *name, int type);
MatchLogArg match_arg_currency(const char *name, int currency);
MatchLogArg match_arg_cards(const char *name, const AlhCardSet *cards);
#define MATCH_LOG(m, player, key, ...)                                                                                           \
    match_log_add_line((m), (player), (key), (const MatchLogArg[]){__VA_ARGS__},                                                 \
                       (int)(sizeof((const MatchLogArg[]){__VA_ARGS__}) / sizeof(MatchLogArg)))
/* A log line in the current language. */
const char *match_log_text(AppContext *ctx, const Match *m, const MatchLogLine *l, char *buf, size_t size);
/* A set of cards in words in the current language: "3 denars + 5 florins". */
const char *match_cards_words(AppContext *ctx, const AlhCardSet *cards, char *buf, size_t size);

#endif
