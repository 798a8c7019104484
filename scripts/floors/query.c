/* The floor a whole `tablesnap query Examples/ten-million.yaml` process is measured against
 * (docs/performance.md, "The query floor"): the least a program can do to give the same
 * answer. It builds one array of prefix sums of the ten million row heights (44, 60, 32.5
 * repeating, below the 28.578125 pt "Feed" header: constants here, which tablesnap reads
 * from the config and measures) in fresh memory, binary-searches the offset, and prints the
 * same JSON `tablesnap query` prints for that config.
 *
 *   bash scripts/floors/build.sh && .build/floors/query
 *   cmp <(.build/floors/query) <(.build/release/tablesnap query Examples/ten-million.yaml)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { ROWS = 10000000 };
static const double heights[3] = {44, 60, 32.5};
static const double header = 28.578125, offset = 250000000, viewport = 844;

/* The shortest decimal that reads back as `value`, as Swift prints a Double. */
static void number(char *out, double value) {
    if (value == (double)(long long)value) {
        snprintf(out, 40, "%lld", (long long)value);
        return;
    }
    for (int digits = 1; digits <= 17; digits++) {
        snprintf(out, 40, "%.*g", digits, value);
        if (strtod(out, NULL) == value) return;
    }
}

int main(void) {
    /* tops[i]: the y of row i; tops[ROWS]: the content height. */
    double *tops = malloc((ROWS + 1) * sizeof *tops);
    if (!tops) return 1;
    double y = header;
    for (int i = 0; i < ROWS; i++) {
        tops[i] = y;
        y += heights[i % 3];
    }
    tops[ROWS] = y;
    /* The first row whose bottom lies below the offset. */
    int low = 0, high = ROWS;
    while (low < high) {
        int mid = low + (high - low) / 2;
        if (tops[mid + 1] <= offset) low = mid + 1; else high = mid;
    }
    char a[40], b[40], c[40];
    number(a, tops[ROWS]);
    number(b, offset);
    number(c, viewport);
    printf("{\"contentHeight\": %s, \"contentPreferredMaxWidth\": 0, \"offset\": %s, \"viewportHeight\": %s, \"rows\": [", a, b, c);
    for (int i = low; i < ROWS && tops[i] < offset + viewport; i++) {
        number(a, tops[i]);
        number(b, heights[i % 3]);
        printf("%s{\"section\": 0, \"row\": %d, \"y\": %s, \"height\": %s}", i == low ? "" : ", ", i, a, b);
    }
    number(a, offset);
    number(b, header);
    printf("], \"headers\": [{\"section\": 0, \"y\": %s, \"height\": %s, \"pinned\": true}], \"footers\": []}\n", a, b);
    free(tops);
    return 0;
}
