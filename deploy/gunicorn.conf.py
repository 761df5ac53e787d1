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
# The largest bounded request line (gunicorn's maximum; 0 would read any length into memory): ids and
# query strings up to ~8 KiB reach the app, which answers them in its JSON error shape.
limit_request_line = 8190
