#!/bin/sh
# Runs `regal info` and `regal convert` on malformed files of every importable format and checks
# that each exits with code 1 and a message that names the file. Usage: badfiles.sh REGAL
set -u
regal="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

expect_failure() {
    file="$1"
    for command in info convert; do
        if [ "$command" = convert ]; then
            "$regal" convert "$file" "$work/out.json" >/dev/null 2>"$work/err"
        else
            "$regal" info "$file" >/dev/null 2>"$work/err"
        fi
        code=$?
        if [ "$code" -ne 1 ]; then
            echo "FAIL: regal $command $file exited with $code, expected 1"
            failures=$((failures + 1))
        elif ! grep -q "$file" "$work/err"; then
            echo "FAIL: regal $command $file: the message does not name the file: $(cat "$work/err")"
            failures=$((failures + 1))
        else
            echo "ok: regal $command $(basename "$file"): $(head -c 160 "$work/err")"
        fi
    done
}

printf '\377\376garbage\001\002\003' >"$work/garbage.onnx"
expect_failure "$work/garbage.onnx"
printf 'ir_version: 8\ngraph { node { op_type: "Relu" } }\n' >"$work/text.onnx"
expect_failure "$work/text.onnx"
# A valid model prefix cut short: field 7 (graph) claims 200 bytes and ends after 3.
printf '\010\010\072\310\001\012\001x' >"$work/truncated.onnx"
expect_failure "$work/truncated.onnx"
: >"$work/empty.onnx"
expect_failure "$work/empty.onnx"
cat >"$work/cycle.pbtxt" <<'PBTXT'
node { name: "a" id: 1 output_info { size: 4 } input_info { preceding_node: 2 } }
node { name: "b" id: 2 output_info { size: 4 } input_info { preceding_node: 1 } }
PBTXT
expect_failure "$work/cycle.pbtxt"
printf 'node { name: "a"\n' >"$work/unclosed.pbtxt"
expect_failure "$work/unclosed.pbtxt"
printf '[convolutional]\nfilters=2\n' >"$work/nonet.cfg"
expect_failure "$work/nonet.cfg"
printf '{"modelTopology": {"node": [{"name": "a", "op": "Relu", "input": ["b"]}, {"name": "b", "op": "Relu", "input": ["a"]}]}}' >"$work/model.json"
expect_failure "$work/model.json"
mkdir -p "$work/typed"
printf '{"modelTopology": {"node": [{"name": "a", "op": "Placeholder"}]}, "weightsManifest": [{"paths": [1], "weights": [{"name": "w", "dtype": 5}]}]}' >"$work/typed/model.json"
expect_failure "$work/typed/model.json"
printf '{"modelTopology": ' >"$work/broken.json"
expect_failure "$work/broken.json"

# Hostile files: past the limits of docs/limits.md, each refused with the place and the limit.
deep=""
for _ in $(seq 70); do deep="$deep["; done
printf '{"format": "regal-graph", "version": 1, "nodes": %s' "$deep" >"$work/deep.json"
expect_failure "$work/deep.json"
printf '{"format": "regal-graph", "version": 1, "nodes": [{"name": "a", "cost": 1e999}]}' >"$work/overflow.json"
expect_failure "$work/overflow.json"
printf '{"format": "regal-graph", "version": 1, "nodes": [{"name": "a", "outputs": [{"bytes": 4e15}]}]}' >"$work/huge.json"
expect_failure "$work/huge.json"
printf '{"format": "regal-graph", "version": 1, "nodes": [{"name": "a", "cost": 1e300}]}' >"$work/slow.json"
expect_failure "$work/slow.json"

# Bad clusters and placements given to `regal evaluate`: exit code 1 and a message that names the
# file and the problem.
printf '{"format": "regal-graph", "version": 1, "name": "two", "nodes": [{"name": "a", "cost": 1, "outputs": [{"bytes": 8}]}, {"name": "b", "cost": 1, "inputs": ["a:0"]}]}' >"$work/two.json"
expect_refusal() {
    file="$1"
    reason="$2"
    shift 2
    "$regal" "$@" >/dev/null 2>"$work/err"
    code=$?
    if [ "$code" -ne 1 ]; then
        echo "FAIL: regal $* exited with $code, expected 1"
        failures=$((failures + 1))
    elif ! grep -q "$file" "$work/err" || ! grep -q "$reason" "$work/err"; then
        echo "FAIL: regal $*: the message does not name the file and '$reason': $(cat "$work/err")"
        failures=$((failures + 1))
    else
        echo "ok: regal $1 $(basename "$file"): $(head -c 160 "$work/err")"
    fi
}
printf '{"format": "regal-cluster", "version": 1, "devices": [{"name": "g", "speed": 1e-300}]}' >"$work/slowdevice.json"
expect_refusal "$work/slowdevice.json" "speed must be from" evaluate "$work/two.json" --cluster "$work/slowdevice.json"
printf '{"format": "regal-cluster", "version": 1, "devices": [{"name": "g"}, {"name": "h"}], "links": {"bandwidth": 1e-9}}' >"$work/slowlink.json"
expect_refusal "$work/slowlink.json" "bandwidth must be from" evaluate "$work/two.json" --cluster "$work/slowlink.json"
printf '{"format": "regal-placement", "version": 1, "graph": {"name": "x", "hash": "sha256:00"}, "nodes": [{"name": "a", "device": "GPU:0"}, {"name": "b", "device": "GPU:0"}]}' >"$work/foreign.json"
expect_refusal "$work/foreign.json" "the graphs differ" evaluate "$work/two.json" --placement "$work/foreign.json"
printf '{"format": "regal-placement", "version": 1, "nodes": [{"name": "a", "device": "GPU:0"}, {"name": "zz", "device": "GPU:0"}]}' >"$work/unknownnode.json"
expect_refusal "$work/unknownnode.json" "node 'zz' is not in graph" evaluate "$work/two.json" --placement "$work/unknownnode.json"
printf '{"format": "regal-placement", "version": 1, "nodes": [{"name": "a", "device": "GPU:0"}, {"name": "b", "device": "TPU"}]}' >"$work/unknowndevice.json"
expect_refusal "$work/unknowndevice.json" "device 'TPU'" evaluate "$work/two.json" --placement "$work/unknowndevice.json"
printf '{"format": "regal-placement", "version": 1, "nodes": [{"name": "a", "device": "GPU:0"}, {"name": "b", "device": "GPU:1", "priority": 1.5}]}' >"$work/priority.json"
expect_refusal "$work/priority.json" "priority must be in" evaluate "$work/two.json" --placement "$work/priority.json"
printf '{"format": "regal-placement", "version": 1, "nodes": [{"name": "a", "device": "GPU:0"}, {"name": "b", "device": "GPU:1"}]}' >"$work/nohash.json"
if "$regal" evaluate "$work/two.json" --devices 2 --placement "$work/nohash.json" >/dev/null 2>"$work/err"; then
    echo "ok: regal evaluate accepts a placement without hash whose names match"
else
    echo "FAIL: regal evaluate refused a placement without hash: $(cat "$work/err")"
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures failed"
    exit 1
fi
echo "35 passed, 0 failed"
