/* SPDX-License-Identifier: MIT */
/* The desktop client's shared context: window, fonts, assets, settings, screens, input. */
#ifndef ALHAMBRA_APP_H
#define ALHAMBRA_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <SDL.h>
#include "alhambra/game.h"
#include "alhambra/bot.h"

/*
 * Conventions shared by every screen:
 * - All coordinates and sizes are physical pixels of the renderer output (SDL_GetRendererOutputSize),
 *   so HiDPI works. Design for 1920x1080 and convert with app_px(ctx, v) = round(v * ctx->scale),
 *   where scale = height / 1080.
 * - Screens are immediate mode: each frame draws everything and handles its input (ctx->in).
 * - A screen that animates, or waits on a thread, calls app_request_frame(ctx) every frame it
 *   needs another one soon; otherwise the main loop sleeps in SDL_WaitEventTimeout (no busy loop).
 *   A thread that finishes work calls app_wake() so the loop redraws at once.
 * - Every user-visible string goes through tr(ctx, "key") (i18n.h; files data/lang/<code>.txt).
 */

#define APP_NAME "Alhambra"
#define APP_DESIGN_HEIGHT 1080.0f
#define APP_MAX_SEATS ALH_MAX_PLAYERS
#define APP_NAME_MAX 24 /* bytes of a seat name, UTF-8, without the terminator */
#define APP_PATH_MAX 1024

struct TextCache;  /* text.c */
struct AssetCache; /* assets.c */
struct I18n;       /* i18n.c */
struct Audio;      /* audio.c */
struct Table;      /* table.h: the game on the screen and how it is looked at */
struct LoadList;   /* screen_load.c: the saves listed */

typedef enum AppScreen {
    SCREEN_NONE = 0,
    SCREEN_MENU,
    SCREEN_NEW_GAME,
    SCREEN_SETTINGS,
    SCREEN_HOW_TO_PLAY,
    SCREEN_LOAD,    /* saves browser */
    SCREEN_PASS,    /* hot-seat curtain "pass to NAME"; see screen_pass_show */
    SCREEN_TABLE,   /* table helper */
    SCREEN_RESULTS, /* table helper */
    SCREEN_PIECES,  /* every piece on one sheet, for looking at the art (--screen pieces) */
    SCREEN_MODULES, /* the module browser: presets, switches, rules pages (screen_modules.c) */
    SCREEN_COUNT
} AppScreen;

typedef enum AppAnimSpeed { ANIM_SLOW = 0, ANIM_NORMAL, ANIM_FAST, ANIM_INSTANT, ANIM_SPEEDS } AppAnimSpeed;

/* One seat of a new game. */
typedef struct AppSeat {
    bool is_bot;
    int bot_level; /* AlhBotLevel, ALH_BOT_EASY..ALH_BOT_EXPERT */
    int colour;    /* index into app_player_colour(), 0..5, all seats different */
    char name[APP_NAME_MAX + 1];
    bool default_name; /* name is the translated "Player N": it follows the language */
} AppSeat;

/* What the new-game screen (or the command line) asks the match to start. */
typedef struct AppNewGame {
    int num_seats; /* 2..6; with 2 the 2-player rules apply by themselves */
    AppSeat seats[APP_MAX_SEATS];
    bool has_seed;
    uint64_t seed;        /* used when has_seed, else the match picks one */
    AlhModuleSet modules; /* modules chosen (none: the base game) */
    bool no_hints;        /* nobody may ask for a hint in this game (a hot-seat table's choice) */
} AppNewGame;

typedef struct AppSettings {
    bool fullscreen;
    char language[8];     /* "en" or "fr" */
    int effects_volume;   /* 0..100 */
    int music_volume;     /* 0..100 */
    int anim_speed;       /* AppAnimSpeed */
    bool built_prices;    /* show the price on tiles already built (it no longer matters there) */
    bool since_summary;   /* "since your last turn" when a human's turn begins (since_turn.h) */
    bool tips;            /* first-game tips at each new kind of decision (table_tips.h) */
    uint32_t tips_seen;   /* the tips already shown, a bit each (TableTip) */
    AppNewGame last_game; /* seats of the last new game, offered again */
} AppSettings;

/* Input of the current frame, filled by ui_begin_frame from SDL events (or injected by tests). */
#define UI_MAX_KEYS 16
#define UI_TEXT_MAX 64
typedef struct UiInput {
    int mouse_x, mouse_y; /* physical pixels */
    bool mouse_down;      /* left button held */
    bool mouse_pressed;   /* left button went down this frame */
    bool mouse_released;  /* left button went up this frame */
    bool right_pressed;
    int wheel_y; /* wheel steps this frame, up positive */
    int key_count;
    SDL_Keycode keys[UI_MAX_KEYS]; /* keys pressed this frame */
    Uint16 key_mods[UI_MAX_KEYS];
    char text[UI_TEXT_MAX]; /* UTF-8 text typed this frame */
    bool mouse_moved;
} UiInput;

/* Immediate-mode UI bookkeeping (ui.c). Widgets are named by string ids, hashed. */
#define UI_MAX_WIDGETS 256
typedef struct UiScriptStep {
    uint8_t kind;
    int x, y;
    SDL_Keycode key;
    char text[16];
} UiScriptStep;
typedef struct UiWidgetRect {
    uint32_t id;
    SDL_Rect rect;
    bool button;
} UiWidgetRect;
/* A region that names what it shows when the mouse rests on it (ui_tooltip). */
#define UI_MAX_TIPS 192
#define UI_TIP_TEXT 512 /* the longest: a hand's cards named currency by currency (table_side.c) */
typedef struct UiTip {
    uint32_t id;
    SDL_Rect rect;
    char text[UI_TIP_TEXT];
} UiTip;
typedef struct UiState {
    uint32_t hot;    /* widget under the mouse */
    uint32_t active; /* widget being pressed */
    uint32_t focus;  /* widget with keyboard focus (text fields) */
    int widget_count, prev_widget_count;
    UiWidgetRect widgets[UI_MAX_WIDGETS];      /* drawn this frame */
    UiWidgetRect prev_widgets[UI_MAX_WIDGETS]; /* drawn last frame: what tests look up */
    bool want_hand_cursor;                     /* a clickable widget is under the mouse */
    int tip_count, prev_tip_count;
    UiTip tips[UI_MAX_TIPS];                /* tooltip regions of this frame; the one under the mouse is drawn last */
    UiTip prev_tips[UI_MAX_TIPS];           /* last frame's: what tests read */
    SDL_Cursor *hand_cursor, *arrow_cursor; /* made on first use, freed at shutdown */
    /* scripted input (tests): one step applied per frame, before the frame's real events */
    UiScriptStep script[64];
    int script_len, script_pos;
    const char *widget_log; /* $ALHAMBRA_WIDGET_LOG: where each frame's widgets are listed (real-window tests) */
    bool clipped;           /* widgets and tooltips are cut to clip (a scrolled list: only what shows is live) */
    SDL_Rect clip;
} UiState;

enum { LAYER_BACKDROP = 0, LAYER_CURTAIN, LAYER_TABLE, LAYER_COUNT };

/* Tests: every string drawn in a frame and where (text.c records them while ctx->text_trace is set). */
typedef struct TextTraceItem {
    char text[240]; /* a line of the widest screen whole (a French hint line runs to 150 bytes) */
    SDL_Rect rect;
} TextTraceItem;
typedef struct TextTrace {
    TextTraceItem *items;
    int count, cap;
    int last_frame; /* where the last frame's strings begin */
} TextTrace;

typedef struct AppContext {
    SDL_Window *window;
    SDL_Renderer *renderer;
    char renderer_why[128]; /* why this renderer was chosen (render_choice.c), for the benchmark */
    int width, height;      /* renderer output size in pixels (or of the screenshot target) */
    float scale;            /* height / 1080 */
    bool headless;          /* --screenshot / tests: no window events expected */
    bool paced_headless;    /* tests: keep the animation speed setting even when headless */
    bool table_mode;        /* --table-mode: a shared screen around a real table */
    bool benchmark;         /* --benchmark-frames: draw continuously, no vsync */
    bool no_curtain;        /* screenshots and benchmarks: screen_pass_show does nothing */
    bool no_table_scene;    /* tests: the table's fixed panels drawn every frame, not from one picture */

    struct TextCache *text;
    struct AssetCache *assets;
    struct I18n *i18n;
    struct Audio *audio;
    AppSettings settings;
    char pref_path[APP_PATH_MAX]; /* SDL_GetPrefPath("", "alhambra"), with trailing '/'; "" if none */

    AppScreen screen;         /* current screen */
    AppScreen pending_screen; /* switched to at the start of the next frame */
    AppScreen pass_return;    /* where the pass curtain returns to */
    char pass_name[APP_NAME_MAX + 1];
    SDL_Color pass_colour;

    UiInput in;
    UiState ui;
    AlhRng cosmetic_rng;  /* for looks only (never for the game) */
    double time;          /* seconds since start (frozen at 0 in screenshots) */
    uint32_t frame;       /* frames drawn */
    bool frame_requested; /* someone asked for another frame soon */
    bool quit;

    AppNewGame new_game;              /* what the new-game screen edits / starts */
    char new_game_seed[24];           /* the new-game screen's seed field */
    bool settings_dirty;              /* the settings screen changed something not saved yet */
    struct LoadList *load_list;       /* the saves browser's list (screen_load.c), NULL until shown */
    struct Table *table;              /* the game on the screen (match and view), NULL when none */
    char message[256];                /* a notice shown by the menu (e.g. a save that failed to load) */
    SDL_Texture *layers[LAYER_COUNT]; /* backgrounds drawn once per size (backdrop.c) */
    /* The last frame that copied one of those backgrounds over the whole window, and on which
     * screen: the next frame of that screen covers the window the same way, so it is not cleared
     * first (a clear of the window costs as much as a tenth of the table's frame). */
    uint32_t covered_frame;
    int covered_screen;
    TextTrace *text_trace; /* tests: where drawn strings are recorded, NULL (off) */
} AppContext;

/* ---------------------------------------------------------------- app.c */

void app_set_screen(AppContext *ctx, AppScreen screen); /* takes effect next frame */
void app_request_frame(AppContext *ctx);                /* keep drawing: animation, thinking */
void app_wake(void);                                    /* thread-safe: wake the main loop */
static inline int app_px(const AppContext *ctx, float design_px) { return (int)(design_px * ctx->scale + 0.5f); }
void app_toggle_fullscreen(AppContext *ctx);
void app_show_message(AppContext *ctx, const char *text); /* notice on the menu */
SDL_Color app_player_colour(int index);                   /* six seat colours */
const char *app_player_colour_key(int index);             /* i18n key of its name */
float app_anim_factor(const AppContext *ctx);             /* duration multiplier; 0 = instant */

/* Saves: files in the pref folder. Paths are written into buf (size APP_PATH_MAX); both are ""
 * when there is no pref folder (or in screenshot and benchmark runs): then save nothing. */
const char *app_autosave_path(AppContext *ctx, char *buf); /* <pref>/autosave.json */
const char *app_saves_dir(AppContext *ctx, char *buf);     /* <pref>/saves/ (created) */
bool app_has_autosave(AppContext *ctx);
/* A name made safe for a file name (letters, digits, spaces, dashes; "save" when nothing is left). */
void app_safe_file_name(const char *name, char *safe, size_t size);
/* Saves the running match as <pref>/saves/<name>.json (name made safe for a file name). */
bool app_save_match_as(AppContext *ctx, const char *name);

/* ---------------------------------------------------------------- screens (shell) */

void screen_menu_frame(AppContext *ctx, double dt);
void screen_new_game_enter(AppContext *ctx);
void screen_new_game_frame(AppContext *ctx, double dt);
void screen_settings_frame(AppContext *ctx, double dt);
void screen_how_to_play_frame(AppContext *ctx, double dt);
void screen_load_enter(AppContext *ctx);
void screen_load_frame(AppContext *ctx, double dt);
void screen_load_forget(AppContext *ctx); /* frees the list at shutdown */
void screen_pass_frame(AppContext *ctx, double dt);
/* The module browser; it edits ctx->new_game.modules and goes back to the new-game screen, whose
 * enter then keeps the setup being edited (screen_modules_returning, true once after the browser). */
void screen_modules_frame(AppContext *ctx, double dt);
bool screen_modules_returning(void);
/* The module whose rules page the browser shows (-1 before it is first drawn). */
int screen_modules_page(void);
/* The rules that apply to two of the chosen modules together, in lines wrapped from r's top in its
 * width: drawn (draw true) or only measured; returns their height (0: none). */
int screen_modules_conflicts(AppContext *ctx, const AppNewGame *g, SDL_Rect r, bool draw);

/*
 * Hot-seat privacy: hides the table behind a curtain "Pass to NAME" until that player clicks,
 * then returns to SCREEN_TABLE. Call it from the table when the next human differs.
 */
void screen_pass_show(AppContext *ctx, const char *player_name, SDL_Color colour);

/* ---------------------------------------------------------------- table side (table helper) */

/* Draw + input of the table and of the results; enter/leave are called on screen switches. */
void screen_table_enter(AppContext *ctx);
void screen_table_frame(AppContext *ctx, double dt);
void screen_results_frame(AppContext *ctx, double dt);
void screen_pieces_frame(AppContext *ctx, double dt);

/* The running match (match.c). Errors are English text for stderr plus a translated notice. */
bool match_start(AppContext *ctx, const AppNewGame *setup);              /* replaces any running match */
bool match_load(AppContext *ctx, const char *path);                      /* a save file (persist format) */
bool match_load_replay(AppContext *ctx, const char *path);               /* --replay */
void match_play_random_moves(AppContext *ctx, int moves, uint64_t seed); /* --moves K */
void match_play_to_scoring(AppContext *ctx, uint64_t seed);              /* --screen scoring: on to the next scoring */
bool match_save(AppContext *ctx, const char *path);                      /* the table autosaves itself */
void match_end(AppContext *ctx);                                         /* frees ctx->table and its match */

#endif
