"""The bus: what happens on the platform, and who is told.

`handlers`: an in-process registry of handlers per happening ("a game finished"), to which the
ratings and the plugins (the tournament service) subscribe; `plugins`: the services that plug into
the platform, named by module string; `queues` and `sender`: work handed to the Celery workers, sent
by task name, so no process needs the task bodies to queue them.
"""
