"""Issue 8 item 8: deploy/ is fit for production. The manifests are parsed and their properties checked
(no cluster or Docker daemon is needed)."""

from __future__ import annotations

import os
import re
import tomllib

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEPLOY = os.path.join(ROOT, "deploy")
K8S = os.path.join(DEPLOY, "k8s")


def _k8s_documents() -> list[dict]:
    documents = []
    for name in sorted(os.listdir(K8S)):
        with open(os.path.join(K8S, name)) as manifest:
            documents += [doc for doc in yaml.safe_load_all(manifest) if doc]
    return documents


DOCUMENTS = _k8s_documents()
DEPLOYMENTS = [doc for doc in DOCUMENTS if doc["kind"] == "Deployment"]


def _command(container: dict) -> str:
    return " ".join(container.get("command", []) + container.get("args", []))


def test_every_process_kind_is_deployed():
    commands = [_command(c) for d in DEPLOYMENTS for c in d["spec"]["template"]["spec"]["containers"]]
    for needle in ("academic_society", "royal_archeology", "modern_society", "worker automated",
                   "worker projections", "worker archive", "shared.tools.cli beat"):
        assert any(needle in command for command in commands), needle


@pytest.mark.parametrize("deployment", DEPLOYMENTS, ids=[d["metadata"]["name"] for d in DEPLOYMENTS])
def test_each_deployment_is_bounded_unprivileged_and_probed(deployment):
    pod = deployment["spec"]["template"]["spec"]
    assert pod["securityContext"]["runAsNonRoot"] is True
    assert pod["securityContext"]["runAsUser"] != 0
    assert pod["automountServiceAccountToken"] is False
    for container in pod["containers"]:
        resources = container["resources"]
        assert {"cpu", "memory"} <= set(resources["requests"]) and {"cpu", "memory"} <= set(resources["limits"])
        security = container["securityContext"]
        assert security["allowPrivilegeEscalation"] is False
        assert security["readOnlyRootFilesystem"] is True
        assert security["capabilities"]["drop"] == ["ALL"]
        assert "livenessProbe" in container  # workers and beat included
        if container.get("ports"):
            assert "readinessProbe" in container
        command = _command(container)
        assert " -B" not in command and "celery," not in command and ",celery" not in command


@pytest.mark.parametrize("deployment", DEPLOYMENTS, ids=[d["metadata"]["name"] for d in DEPLOYMENTS])
def test_each_deployment_has_a_disruption_budget(deployment):
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    budgets = [doc for doc in DOCUMENTS if doc["kind"] == "PodDisruptionBudget"
               and doc["spec"]["selector"]["matchLabels"].items() <= labels.items()]
    assert len(budgets) == 1
    if deployment["spec"]["replicas"] > 1:
        assert budgets[0]["spec"].get("minAvailable", 0) >= 1


def test_beat_is_a_single_replica_never_two_during_a_rollout():
    beats = [d for d in DEPLOYMENTS if "shared.tools.cli beat" in _command(d["spec"]["template"]["spec"]["containers"][0])]
    assert len(beats) == 1
    assert beats[0]["spec"]["replicas"] == 1 and beats[0]["spec"]["strategy"]["type"] == "Recreate"


def test_compose_defines_its_stores_and_restarts_and_orders_everything():
    with open(os.path.join(DEPLOY, "docker-compose.yml")) as compose_file:
        services = yaml.safe_load(compose_file)["services"]
    assert {"redis", "rabbitmq", "postgres", "archiver"} <= set(services)
    for name, service in services.items():
        assert service["restart"] in ("unless-stopped", "always"), name
        assert service["healthcheck"]["test"], name
        assert "limits" in service["deploy"]["resources"], name
        if name in ("redis", "rabbitmq", "postgres"):
            continue
        assert service["user"] not in ("0", "root"), name
        assert service["depends_on"] == {"redis": {"condition": "service_healthy"},
                                         "rabbitmq": {"condition": "service_healthy"},
                                         "postgres": {"condition": "service_healthy"}}, name
        command = " ".join(service["command"])
        assert " -B" not in command and "celery," not in command, name
    assert sum("shared.tools.cli beat" in " ".join(s.get("command", [])) for s in services.values()) == 1


def test_the_image_installs_the_pinned_lock_and_runs_unprivileged():
    with open(os.path.join(DEPLOY, "Dockerfile")) as dockerfile:
        text = dockerfile.read()
    assert re.search(r"pip install .*-r deploy/requirements\.lock", text)
    assert re.search(r"pip install .*--no-deps \.", text)
    users = re.findall(r"^USER\s+(\S+)", text, flags=re.MULTILINE)
    assert users and users[-1] not in ("0", "root")


def test_the_image_runs_the_compiled_chain_link_built_in_its_own_stage():
    """The runtime stage has no compiler: the link is built beside its source in a stage that has one, copied where
    the services import it from, and an image without it fails its own build; a developer's local build never
    enters the context."""
    with open(os.path.join(DEPLOY, "Dockerfile")) as dockerfile:
        text = dockerfile.read()
    assert re.search(r"COPY pyproject\.toml setup\.py", text)
    assert "setup.py --quiet build_ext --inplace" in text
    assert re.search(r"COPY --from=\S+ \S+_chainlink\*\.so \./shared/store/", text)
    assert "assert ACCELERATED" in text
    with open(os.path.join(ROOT, ".dockerignore")) as ignored:
        assert "**/*.so" in ignored.read().split()


def test_the_lock_pins_every_runtime_dependency():
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as pyproject:
        wanted = tomllib.load(pyproject)["project"]["dependencies"]
    with open(os.path.join(DEPLOY, "requirements.lock")) as lock:
        pins = dict(line.strip().split("==", 1) for line in lock if line.strip() and not line.startswith("#"))

    def normal(name: str) -> str:
        return re.sub(r"[-_.]+", "-", name).lower()

    pinned = {normal(name) for name in pins}
    assert all(re.fullmatch(r"[0-9][0-9A-Za-z.+!-]*", version) for version in pins.values())
    for requirement in wanted:
        name = normal(re.split(r"[\[<>=!~; ]", requirement, maxsplit=1)[0])
        assert name in pinned, f"{name} is in pyproject.toml but not in deploy/requirements.lock: run make lock"
