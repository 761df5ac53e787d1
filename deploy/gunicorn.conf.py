"""Gunicorn settings shared by every game service (and by the bench's baseline app).

gevent workers: Server-Sent Events hold a connection open per watcher, which a
sync worker could not afford.
"""

import os

worker_class = os.environ.get("GUNICORN_WORKER_CLASS", "gevent")
workers = int(os.environ.get("WEB_WORKERS", "2"))
worker_connections = int(os.environ.get("WORKER_CONNECTIONS", "1000"))
timeout = 60
graceful_timeout = 10
keepalive = 5
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
errorlog = "-"
loglevel = os.environ.get("LOG_LEVEL", "warning")
# The request's path without its query string: stream tickets travel as ?ticket= and are never logged.
access_log_format = '%(h)s %(l)s %(u)s %(t)s "%(m)s %(U)s %(H)s" %(s)s %(b)s "%(f)s" "%(a)s"'
# The largest bounded request line (gunicorn's maximum; 0 would read any length into memory): ids and
# query strings up to ~8 KiB reach the app, which answers them in its JSON error shape.
limit_request_line = 8190
# Longer ones (a 10,000-character game id) gunicorn refuses itself: in the platform's JSON error shape too.
from shared.http.hardening import install_gunicorn_json_errors  # noqa: E402

install_gunicorn_json_errors()

# Request metrics in prometheus-client's multiprocess mode (shared.http.observability): every worker of
# this master writes its samples under one directory, which /metrics adds up. Set here, in the
# master, before any worker imports prometheus_client; each master (service) gets its own directory.
if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    import tempfile

    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="tabletop-metrics-")
    _metrics_dir_owned = True
else:
    os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)
    _metrics_dir_owned = False


def child_exit(server, worker):
    """A dead worker's live gauges are dropped; its counters stay in the totals."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    if _metrics_dir_owned:
        import shutil

        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)
