/* SPDX-License-Identifier: MIT */
/* Sound effects and music through SDL2_mixer; silently does nothing without an audio device. */
#include "audio.h"

#include <SDL_mixer.h>
#include "assets.h"

static const char *const effect_files[SFX_COUNT] = {
    "sfx/click.wav", "sfx/coin.wav", "sfx/pay.wav",     "sfx/tile.wav", "sfx/score.wav",
    "sfx/error.wav", "sfx/turn.wav", "sfx/shuffle.wav", "sfx/end.wav",
};

typedef struct Audio {
    bool open;
    Mix_Chunk *chunks[SFX_COUNT];
    bool tried[SFX_COUNT];
    Mix_Music *music;
} Audio;

void audio_init(AppContext *ctx)
{
    Audio *a = SDL_calloc(1, sizeof *a);
    ctx->audio = a;
    if (!a)
        return;
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return;
    Mix_Init(MIX_INIT_OGG); /* before Mix_OpenAudio, or OGG decoding is missing */
    if (Mix_OpenAudio(44100, MIX_DEFAULT_FORMAT, 2, 1024) != 0) {
        Mix_Quit();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return;
    }
    Mix_AllocateChannels(16);
    a->open = true;
    audio_apply_volumes(ctx);
}

bool audio_available(AppContext *ctx) { return ctx->audio && ctx->audio->open; }

void audio_shutdown(AppContext *ctx)
{
    Audio *a = ctx->audio;
    if (!a)
        return;
    if (a->open) {
        Mix_HaltChannel(-1);
        Mix_HaltMusic();
        if (a->music)
            Mix_FreeMusic(a->music);
        for (int i = 0; i < SFX_COUNT; i++)
            if (a->chunks[i])
                Mix_FreeChunk(a->chunks[i]);
        Mix_CloseAudio();
        Mix_Quit();
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
    }
    SDL_free(a);
    ctx->audio = NULL;
}

static int to_mix_volume(int percent)
{
    if (percent < 0)
        percent = 0;
    if (percent > 100)
        percent = 100;
    return percent * MIX_MAX_VOLUME / 100;
}

void audio_apply_volumes(AppContext *ctx)
{
    if (!audio_available(ctx))
        return;
    Mix_Volume(-1, to_mix_volume(ctx->settings.effects_volume));
    Mix_VolumeMusic(to_mix_volume(ctx->settings.music_volume));
}

void audio_play(AppContext *ctx, AudioEffect effect)
{
    Audio *a = ctx->audio;
    if (!audio_available(ctx) || effect < 0 || effect >= SFX_COUNT || ctx->settings.effects_volume <= 0)
        return;
    if (!a->tried[effect]) {
        a->tried[effect] = true;
        SDL_RWops *rw = assets_open(effect_files[effect]);
        if (rw)
            a->chunks[effect] = Mix_LoadWAV_RW(rw, 1);
    }
    if (a->chunks[effect])
        Mix_PlayChannel(-1, a->chunks[effect], 0);
}

void audio_play_music(AppContext *ctx, const char *name)
{
    Audio *a = ctx->audio;
    if (!audio_available(ctx))
        return;
    if (a->music) {
        Mix_HaltMusic();
        Mix_FreeMusic(a->music);
        a->music = NULL;
    }
    SDL_RWops *rw = assets_open(name); /* music streams from the RWops for its whole life */
    if (!rw)
        return;
    a->music = Mix_LoadMUS_RW(rw, 1);
    if (a->music)
        Mix_FadeInMusic(a->music, -1, 800);
}
