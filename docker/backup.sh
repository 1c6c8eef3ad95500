#!/usr/bin/env sh
# Back up the compose deployment's PostgreSQL database to a file in pg_dump's custom format
# (compressed, restorable table by table with pg_restore). Run from the repository root:
#
#   docker/backup.sh                      # → backups/hai-YYYY-MM-DDTHHMMSS.dump
#   docker/backup.sh /path/to/file.dump
#
# The dump is consistent (one snapshot) and taken while the app runs. Keep backups off the host
# (object storage, another machine) and test a restore regularly: docker/restore.sh restores
# one; apps/server/test/backup-restore.test.ts runs the same pg_dump / pg_restore commands on a
# throwaway database in CI.
set -eu
file=${1:-backups/hai-$(date -u +%Y-%m-%dT%H%M%S).dump}
mkdir -p "$(dirname "$file")"
docker compose -f docker/compose.yml exec -T db pg_dump -U hai -d hai --format=custom --no-owner >"$file"
echo "backup written: $file ($(wc -c <"$file") bytes)"
