#!/usr/bin/env sh
# Restore a dump made by docker/backup.sh into the compose deployment's database, replacing its
# contents. Stop the app replicas first so nobody writes meanwhile, then start them again:
#
#   docker compose -f docker/compose.yml stop app
#   docker/restore.sh backups/hai-2026-11-26T120000.dump
#   docker compose -f docker/compose.yml start app
#
# --clean --if-exists drops each object before recreating it; --single-transaction makes the
# restore all or nothing. The app applies any newer migrations when it starts.
set -eu
file=${1:?usage: docker/restore.sh <file.dump>}
docker compose -f docker/compose.yml exec -T db \
  pg_restore -U hai -d hai --clean --if-exists --no-owner --single-transaction <"$file"
echo "restored: $file"
