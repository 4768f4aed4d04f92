/* SPDX-License-Identifier: MIT */
/* Prints "WIDTH HEIGHT STDDEV HASH" of a PNG: the screenshot tests check size, not-blank and sameness. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <SDL.h>
#include <SDL_image.h>

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: png_stats FILE.png\n");
        return 2;
    }
    SDL_Surface *raw = IMG_Load(argv[1]);
    if (!raw) {
        fprintf(stderr, "png_stats: cannot read %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s)
        return 1;
    double sum = 0, sum2 = 0;
    uint64_t hash = 1469598103934665603ull;
    long n = 0;
    for (int y = 0; y < s->h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) {
            uint32_t p = row[x];
            double lum = 0.299 * ((p >> 16) & 255) + 0.587 * ((p >> 8) & 255) + 0.114 * (p & 255);
            sum += lum;
            sum2 += lum * lum;
            n++;
            for (int k = 0; k < 4; k++)
                hash = (hash ^ ((p >> (8 * k)) & 255)) * 1099511628211ull;
        }
    }
    double mean = n ? sum / (double)n : 0;
    double var = n ? sum2 / (double)n - mean * mean : 0;
    printf("%d %d %.3f %016llx\n", s->w, s->h, sqrt(var > 0 ? var : 0), (unsigned long long)hash);
    SDL_FreeSurface(s);
    return 0;
}
