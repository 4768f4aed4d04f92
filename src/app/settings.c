/* SPDX-License-Identifier: MIT */
/* The player's settings, kept as JSON in the pref folder. */
#include "settings.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include "persist/file_io.h"
#include "persist/json_state.h"

#define SETTINGS_MAX_BYTES (64 * 1024) /* a settings file is a few hundred bytes */

static const char *const speed_names[ANIM_SPEEDS] = {"slow", "normal", "fast", "instant"};

void settings_default_game(AppNewGame *g, int seats)
{
    memset(g, 0, sizeof *g);
    if (seats < ALH_MIN_PLAYERS)
        seats = ALH_MIN_PLAYERS;
    if (seats > ALH_MAX_PLAYERS)
        seats = ALH_MAX_PLAYERS;
    g->num_seats = seats;
    for (int i = 0; i < APP_MAX_SEATS; i++) {
        AppSeat *s = &g->seats[i];
        s->is_bot = i > 0;
        s->bot_level = ALH_BOT_MEDIUM;
        s->colour = i;
        /* names are filled from the translated defaults by the new-game screen when empty */
        s->name[0] = 0;
    }
}

void settings_defaults(AppSettings *s)
{
    memset(s, 0, sizeof *s);
    s->fullscreen = false;
    SDL_strlcpy(s->language, "en", sizeof s->language);
    /* follow the desktop's language the first time, when it is one we have */
    SDL_Locale *loc = SDL_GetPreferredLocales();
    if (loc) {
        for (SDL_Locale *l = loc; l->language; l++) {
            if (strcmp(l->language, "fr") == 0 || strcmp(l->language, "en") == 0) {
                SDL_strlcpy(s->language, l->language, sizeof s->language);
                break;
            }
        }
        SDL_free(loc);
    }
    s->effects_volume = 70;
    s->music_volume = 40;
    s->anim_speed = ANIM_NORMAL;
    s->built_prices = false;
    s->since_summary = true;
    s->tips = true;
    s->tips_seen = 0;
    settings_default_game(&s->last_game, 3);
}

static int clamp_int(json_t *v, int lo, int hi, int fallback)
{
    if (!json_is_integer(v))
        return fallback;
    json_int_t x = json_integer_value(v);
    return x < lo ? lo : x > hi ? hi : (int)x;
}

/* Modules are kept by name ("squares", ...) so that their numbering may change; unknown names are
 * skipped, and the two-player rules are never stored (they follow the number of seats). */
static AlhModuleSet settings_modules_from_json(json_t *arr)
{
    AlhModuleSet mods = alh_modset_none(), optional = alh_modules_optional();
    if (!json_is_array(arr))
        return mods;
    for (size_t i = 0; i < json_array_size(arr); i++) {
        json_t *v = json_array_get(arr, i);
        int id = json_is_string(v) ? alh_module_id(json_string_value(v)) : -1;
        if (alh_modset_has(&optional, id))
            alh_modset_add(&mods, id);
    }
    return mods;
}

static void read_game(json_t *obj, AppNewGame *g)
{
    json_t *seats = json_object_get(obj, "seats");
    if (!json_is_array(seats))
        return;
    size_t n = json_array_size(seats);
    if (n < ALH_MIN_PLAYERS || n > ALH_MAX_PLAYERS)
        return;
    AppNewGame out;
    settings_default_game(&out, (int)n);
    bool used[APP_MAX_SEATS] = {0};
    for (size_t i = 0; i < n; i++) {
        json_t *seat = json_array_get(seats, i);
        AppSeat *s = &out.seats[i];
        if (!json_is_object(seat))
            continue;
        s->is_bot = json_is_true(json_object_get(seat, "bot"));
        json_t *lv = json_object_get(seat, "level");
        if (json_is_string(lv)) {
            int level = alh_bot_level_from_name(json_string_value(lv));
            if (level >= ALH_BOT_EASY && level <= ALH_BOT_EXPERT)
                s->bot_level = level;
        }
        int colour = clamp_int(json_object_get(seat, "colour"), 0, APP_MAX_SEATS - 1, (int)i);
        s->colour = colour;
        json_t *name = json_object_get(seat, "name");
        if (json_is_string(name))
            SDL_strlcpy(s->name, json_string_value(name), sizeof s->name);
    }
    out.modules = settings_modules_from_json(json_object_get(obj, "modules"));
    out.no_hints = json_is_true(json_object_get(obj, "no_hints"));
    /* colours must stay distinct: repair duplicates with the first free colour */
    for (size_t i = 0; i < n; i++) {
        if (used[out.seats[i].colour]) {
            for (int c = 0; c < APP_MAX_SEATS; c++)
                if (!used[c]) {
                    out.seats[i].colour = c;
                    break;
                }
        }
        used[out.seats[i].colour] = true;
    }
    *g = out;
}

bool settings_from_json(const char *text, AppSettings *s)
{
    settings_defaults(s);
    char why[200];
    json_t *root = alh_json_parse(text, strlen(text), why, sizeof why); /* as every reader: duplicate keys refused */
    if (!json_is_object(root)) {
        json_decref(root);
        return false;
    }
    s->fullscreen = json_is_true(json_object_get(root, "fullscreen"));
    json_t *lang = json_object_get(root, "language");
    if (json_is_string(lang) && (strcmp(json_string_value(lang), "en") == 0 || strcmp(json_string_value(lang), "fr") == 0))
        SDL_strlcpy(s->language, json_string_value(lang), sizeof s->language);
    s->effects_volume = clamp_int(json_object_get(root, "effects_volume"), 0, 100, s->effects_volume);
    s->music_volume = clamp_int(json_object_get(root, "music_volume"), 0, 100, s->music_volume);
    json_t *speed = json_object_get(root, "animation_speed");
    if (json_is_string(speed))
        for (int i = 0; i < ANIM_SPEEDS; i++)
            if (strcmp(json_string_value(speed), speed_names[i]) == 0)
                s->anim_speed = i;
    json_t *prices = json_object_get(root, "built_prices");
    if (json_is_boolean(prices))
        s->built_prices = json_is_true(prices);
    json_t *since = json_object_get(root, "since_summary");
    if (json_is_boolean(since))
        s->since_summary = json_is_true(since);
    json_t *tips = json_object_get(root, "tips");
    if (json_is_boolean(tips))
        s->tips = json_is_true(tips);
    json_t *seen = json_object_get(root, "tips_seen");
    if (json_is_integer(seen) && json_integer_value(seen) >= 0 && json_integer_value(seen) <= 0xFFFF)
        s->tips_seen = (uint32_t)json_integer_value(seen);
    json_t *game = json_object_get(root, "last_game");
    if (json_is_object(game))
        read_game(game, &s->last_game);
    json_decref(root);
    return true;
}

char *settings_to_json(const AppSettings *s)
{
    json_t *root = json_object();
    json_object_set_new(root, "fullscreen", json_boolean(s->fullscreen));
    json_object_set_new(root, "language", json_string(s->language));
    json_object_set_new(root, "effects_volume", json_integer(s->effects_volume));
    json_object_set_new(root, "music_volume", json_integer(s->music_volume));
    int speed = s->anim_speed >= 0 && s->anim_speed < ANIM_SPEEDS ? s->anim_speed : ANIM_NORMAL;
    json_object_set_new(root, "animation_speed", json_string(speed_names[speed]));
    json_object_set_new(root, "built_prices", json_boolean(s->built_prices));
    json_object_set_new(root, "since_summary", json_boolean(s->since_summary));
    json_object_set_new(root, "tips", json_boolean(s->tips));
    json_object_set_new(root, "tips_seen", json_integer(s->tips_seen));
    json_t *game = json_object(), *seats = json_array();
    for (int i = 0; i < s->last_game.num_seats && i < APP_MAX_SEATS; i++) {
        const AppSeat *seat = &s->last_game.seats[i];
        json_t *o = json_object();
        json_object_set_new(o, "bot", json_boolean(seat->is_bot));
        json_object_set_new(o, "level", json_string(alh_bot_level_name(seat->bot_level)));
        json_object_set_new(o, "colour", json_integer(seat->colour));
        /* a default name is kept empty, to be given again in the language of the next start */
        json_object_set_new(o, "name", json_string(seat->default_name ? "" : seat->name));
        json_array_append_new(seats, o);
    }
    json_object_set_new(game, "seats", seats);
    json_t *mods = json_array();
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&s->last_game.modules, id) && alh_modset_has(&optional, id))
            json_array_append_new(mods, json_string(alh_module_name(id)));
    json_object_set_new(game, "modules", mods);
    json_object_set_new(game, "no_hints", json_boolean(s->last_game.no_hints));
    json_object_set_new(root, "last_game", game);
    char *text = json_dumps(root, JSON_INDENT(2) | JSON_SORT_KEYS);
    json_decref(root);
    char *out = text ? SDL_strdup(text) : NULL;
    free(text);
    return out;
}

static char *settings_path(AppContext *ctx, char *buf)
{
    if (!ctx->pref_path[0])
        return NULL;
    SDL_snprintf(buf, APP_PATH_MAX, "%ssettings.json", ctx->pref_path);
    return buf;
}

void settings_load(AppContext *ctx)
{
    char path[APP_PATH_MAX];
    settings_defaults(&ctx->settings);
    if (!settings_path(ctx, path))
        return;
    struct stat st;
    if (stat(path, &st) != 0)
        return; /* first run */
    /* Only a regular file of bounded size (never a pipe that blocks or /dev/zero read for ever). */
    char *text = NULL, why[APP_PATH_MAX + 100];
    size_t n = 0;
    if (!alh_file_read(path, SETTINGS_MAX_BYTES, &text, &n, why, sizeof why)) {
        fprintf(stderr, "alhambra: warning: %s; using the default settings.\n", why);
        return;
    }
    if (!settings_from_json(text, &ctx->settings))
        fprintf(stderr, "alhambra: warning: %s is damaged; using the default settings.\n", path);
    free(text);
}

bool app_write_file_atomic(const char *path, const void *data, size_t size)
{
    char tmp[APP_PATH_MAX + 8];
    SDL_snprintf(tmp, sizeof tmp, "%s.tmp", path);
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return false;
    bool ok = fwrite(data, 1, size, f) == size;
    ok = fflush(f) == 0 && ok;
    ok = fclose(f) == 0 && ok;
    if (ok && rename(tmp, path) != 0)
        ok = false;
    if (!ok)
        remove(tmp);
    return ok;
}

bool settings_save(AppContext *ctx)
{
    char path[APP_PATH_MAX];
    if (!settings_path(ctx, path))
        return false; /* already warned at start-up */
    char *text = settings_to_json(&ctx->settings);
    bool ok = text && app_write_file_atomic(path, text, strlen(text));
    if (!ok)
        fprintf(stderr, "alhambra: warning: cannot write %s: %s\n", path, strerror(errno));
    SDL_free(text);
    return ok;
}
