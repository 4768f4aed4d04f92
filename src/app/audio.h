/* SPDX-License-Identifier: MIT */
/* Sound effects and music through SDL2_mixer; silently does nothing without an audio device. */
#ifndef ALHAMBRA_AUDIO_H
#define ALHAMBRA_AUDIO_H

#include "app.h"

typedef enum AudioEffect {
    SFX_CLICK = 0,
    SFX_COIN,
    SFX_PAY,
    SFX_TILE,
    SFX_SCORE,
    SFX_ERROR,
    SFX_TURN,
    SFX_SHUFFLE,
    SFX_END,
    SFX_COUNT
} AudioEffect;

void audio_init(AppContext *ctx); /* never fails: without a device the game is silent */
void audio_shutdown(AppContext *ctx);
bool audio_available(AppContext *ctx);
void audio_play(AppContext *ctx, AudioEffect effect);
/* Applies settings.effects_volume and settings.music_volume. */
void audio_apply_volumes(AppContext *ctx);
/* Loops music from the archive (e.g. "music/courtyard.ogg"); nothing if absent. */
void audio_play_music(AppContext *ctx, const char *name);

#endif
