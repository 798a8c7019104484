/* The floor of loading a JSON feed (docs/performance.md, "How `bench` measures"): simdjson (Debian's
 * libsimdjson-dev, an optional package: `tablesnap bench` skips this floor without it) reads
 * the same file and walks each element for what binding by type needs, its `type` and, where
 * present, its `height`. It prints the least and the median thread CPU time of RUNS loads
 * (reading the file included, as tablesnap's load includes it), in nanoseconds, and the
 * element count.
 *
 *   c++ -O2 -o feed scripts/floors/feed.cpp -lsimdjson
 *   ./feed feed.json 5
 */
#include <simdjson.h>
#include <time.h>
#include <algorithm>
#include <cstdio>
#include <string_view>
#include <vector>

static double thread_ns() {
    timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: feed FILE.json RUNS\n");
        return 2;
    }
    int runs = std::atoi(argv[2]);
    if (runs < 1) return 2;
    std::vector<double> samples;
    size_t elements = 0;
    simdjson::ondemand::parser parser;
    for (int run = 0; run < runs; run++) {
        double start = thread_ns();
        simdjson::padded_string json;
        if (simdjson::padded_string::load(argv[1]).get(json)) return 1;
        simdjson::ondemand::document doc;
        if (parser.iterate(json).get(doc)) return 1;
        simdjson::ondemand::array array;
        if (doc.get_array().get(array)) return 1;
        size_t count = 0, types = 0;
        double heights = 0;
        for (auto element : array) {
            simdjson::ondemand::object object;
            if (element.get_object().get(object)) return 1;
            for (auto field : object) {
                std::string_view key;
                if (field.unescaped_key().get(key)) return 1;
                if (key == "type") {
                    std::string_view type;
                    if (field.value().get_string().get(type)) return 1;
                    types += type.size();
                } else if (key == "height") {
                    double height;
                    if (field.value().get_double().get(height)) return 1;
                    heights += height;
                }
            }
            count++;
        }
        elements = count;
        samples.push_back(thread_ns() - start);
        if (heights < 0 || types == 0) std::fprintf(stderr, "%f\n", heights);
    }
    std::sort(samples.begin(), samples.end());
    std::printf("%.0f %.0f %zu\n", samples[0], samples[runs / 2], elements);
    return 0;
}
