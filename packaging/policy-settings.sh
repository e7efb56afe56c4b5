# Sourced by the policy scripts: the settings every policy is trained and measured with, so
# that the shipped policies, their held-out tables and the design variants stay comparable.
# shellcheck shell=sh
# shellcheck disable=SC2034 # used by the scripts that source this file
training_settings="--budget 5000 --samples 6 --graphs-per-step 2 --entropy 0.001 --learning-rate 0.003
    --validate-every 25 --validation-seeds 5 --threads 0"
evaluation_settings="--budget 5000 --seeds 5 --seed 1 --threads 0"
# The run-time policy also learns from long searches, then from long searches that it steers,
# and may move a node to a faster or a slower device (docs/policy-decisions.md); what it
# gains comes from imitation, so one REINFORCE step follows, kept only if it validates higher.
runtime_settings="--device-choices 7 --imitation-budget 200000 --steered-imitation-budget 100000 --imitation-epochs 20 --steps 1"
# The memory policy's gate is fitted on graphs of the test's sizes too (training stops at 300 nodes),
# and steers only where the advice gained by more than two standard errors of its runs.
memory_settings="--steps 150 --gate --gate-suite build/policy-data/gate --gate-confidence 2"
# Trainings of the run-time design differ by several points of what they learn (docs/policy.md),
# so it is trained on each of these seeds and the one that gains most under tight memory on the
# validation graphs of the test's sizes ships; the memory policy is trained once.
runtime_seeds="1 2 3 4 5"
memory_seed=1
tight_cluster="--speeds 1,1,0.5,0.5 --memory-factor 1.3"
