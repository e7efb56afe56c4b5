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

if [ "$failures" -ne 0 ]; then
    echo "$failures failed"
    exit 1
fi
echo "20 passed, 0 failed"
