/* SPDX-License-Identifier: MIT */
/* svg2png: renders an SVG to a PNG of a given size with SDL2_image (nanosvg), for icons and checks. */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Parses a positive pixel size; 0 means "not a size". */
static int svg2png_parse_size(const char *text)
{
    char *end = NULL;
    long value = strtol(text, &end, 10);
    if (end == text || *end != '\0' || value < 1 || value > 16384)
        return 0;
    return (int)value;
}

/* Share of pixels that are not fully transparent, so a test can tell an empty render. */
static double svg2png_coverage(SDL_Surface *surface)
{
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
    if (!rgba)
        return -1.0;
    long inked = 0;
    for (int y = 0; y < rgba->h; y++) {
        const Uint8 *row = (const Uint8 *)rgba->pixels + (size_t)y * (size_t)rgba->pitch;
        for (int x = 0; x < rgba->w; x++)
            if (row[x * 4 + 3] != 0)
                inked++;
    }
    double share = (double)inked / ((double)rgba->w * (double)rgba->h);
    SDL_FreeSurface(rgba);
    return share;
}

static void svg2png_usage(void)
{
    fprintf(stderr,
            "usage: svg2png [--coverage] INPUT.svg OUTPUT.png WIDTH [HEIGHT]\n"
            "  Renders INPUT at WIDTH pixels (HEIGHT follows the aspect ratio unless given;\n"
            "  the drawing keeps its aspect ratio and fits inside WIDTHxHEIGHT).\n"
            "  --coverage  also print the share of non-transparent pixels (0..1).\n");
}

int main(int argc, char **argv)
{
    int first = 1;
    int want_coverage = 0;
    if (argc > 1 && strcmp(argv[1], "--coverage") == 0) {
        want_coverage = 1;
        first = 2;
    }
    int rest = argc - first;
    if (rest < 3 || rest > 4) {
        svg2png_usage();
        return 2;
    }
    const char *input = argv[first];
    const char *output = argv[first + 1];
    int width = svg2png_parse_size(argv[first + 2]);
    int height = rest == 4 ? svg2png_parse_size(argv[first + 3]) : 0;
    if (width == 0 || (rest == 4 && height == 0)) {
        fprintf(stderr, "svg2png: sizes must be whole numbers from 1 to 16384\n");
        return 2;
    }

    SDL_RWops *source = SDL_RWFromFile(input, "rb");
    if (!source) {
        fprintf(stderr, "svg2png: cannot open %s: %s\n", input, SDL_GetError());
        return 1;
    }
    /* With one size given, nanosvg scales to that width and keeps the aspect ratio. */
    SDL_Surface *image = IMG_LoadSizedSVG_RW(source, width, height);
    SDL_RWclose(source);
    if (!image) {
        fprintf(stderr, "svg2png: %s is not a readable SVG: %s\n", input, IMG_GetError());
        return 1;
    }
    if (want_coverage)
        printf("%dx%d coverage %.4f\n", image->w, image->h, svg2png_coverage(image));
    int status = 0;
    if (IMG_SavePNG(image, output) != 0) {
        fprintf(stderr, "svg2png: cannot write %s: %s\n", output, IMG_GetError());
        status = 1;
    }
    SDL_FreeSurface(image);
    return status;
}
