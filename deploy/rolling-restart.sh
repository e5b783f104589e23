#!/usr/bin/env bash
# Zero-downtime deploy on one host (docs/operations.md): after `npm ci && npm run build` of the
# new release, migrate once, then restart the processes behind nginx one at a time, waiting for
# each to answer /api/health before the next goes down. nginx skips the one that is restarting.
#   deploy/rolling-restart.sh 3001 3002 3003
# RESTART_COMMAND and MIGRATE_COMMAND replace the systemd commands ({port} is the port); the scale
# tests (tests/scale) run this script with their own.
set -euo pipefail
ports=("$@")
[ ${#ports[@]} -gt 0 ] || ports=(3001 3002 3003)
restart_command=${RESTART_COMMAND:-'systemctl restart parlay-engine@{port}'}
migrate_command=${MIGRATE_COMMAND:-'systemctl start parlay-engine-migrate'}
health_timeout_s=${HEALTH_TIMEOUT_S:-60}

echo "== migrating"
eval "$migrate_command"

for port in "${ports[@]}"; do
  echo "== restarting the process on port $port"
  eval "${restart_command//\{port\}/$port}"
  deadline=$(( $(date +%s) + health_timeout_s ))
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/health"; do
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "the process on port $port is not healthy after ${health_timeout_s} s; stopping the deploy" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "   healthy"
done
