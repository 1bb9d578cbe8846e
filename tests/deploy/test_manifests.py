"""Offline checks of deploy/: the Dockerfile, the Compose file (against the Compose
specification's JSON schema) and the kustomize base (against Kubernetes' JSON schemas).

No Docker engine or cluster is needed. The validators are dev dependencies: when one is
missing the tests fail saying which package to install; they never skip."""

from __future__ import annotations

import importlib
import json
import re
import shlex
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from service.core.settings import ENVIRONMENT, LAUNCHER_ENVIRONMENT

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
BASE = DEPLOY / "k8s" / "base"
KUBERNETES_VERSION = "1.30.0"  # oldest Kubernetes the manifests must fit
# The probes use /games until the health endpoints exist; then /health/live and /health/ready.
PROBE_PATHS = {"/games", "/health/live", "/health/ready"}
VALIDATORS = {
    "yaml": "PyYAML",
    "jsonschema": "jsonschema",
    "kubernetes_validate": "kubernetes-validate==1.37.0",
    "check_jsonschema": "check-jsonschema==0.39.0 (ships the Compose spec schema)",
}


def need(module: str) -> ModuleType:
    """Import a validator, or fail (never skip) naming the dev dependency that provides it."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        missing = str(error)
    pytest.fail(
        f"validator {module!r} is missing: install {VALIDATORS[module]} "
        f"(a dev dependency: pip install -e '.[dev]') ({missing})",
        pytrace=False,
    )


def load_yaml_documents(path: Path) -> list[dict[str, Any]]:
    yaml = need("yaml")
    documents = [doc for doc in yaml.safe_load_all(path.read_text()) if doc is not None]
    assert documents, f"{path} holds no YAML document"
    for document in documents:
        assert isinstance(document, dict), f"{path}: a document is not a mapping"
    return documents


# ---- Compose --------------------------------------------------------------------------------

INTERPOLATION = re.compile(
    r"\$\{(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:(?P<op>:?[-?])(?P<arg>[^}]*))?\}"
)


def interpolate(value: Any, environment: Mapping[str, str] | None = None) -> Any:
    """What `docker compose config` does: ${VAR:-default} -> VAR from `environment` if set
    there (and not empty), else default; no environment: every default."""
    environment = environment or {}
    if isinstance(value, dict):
        return {key: interpolate(item, environment) for key, item in value.items()}
    if isinstance(value, list):
        return [interpolate(item, environment) for item in value]
    if not isinstance(value, str):
        return value

    def replace(match: re.Match[str]) -> str:
        op = match.group("op")
        assert op in {":-", "-"}, f"{match.group(0)} needs a default to start without a .env"
        given = environment.get(match.group("name"))
        if given is not None and (given or op == "-"):
            return given
        return match.group("arg")

    result = INTERPOLATION.sub(replace, value.replace("$$", "\0"))
    assert "$" not in result, f"unresolved interpolation in {value!r}"
    return result.replace("\0", "$")


@cache
def compose_raw() -> dict[str, Any]:
    (document,) = load_yaml_documents(DEPLOY / "compose.yaml")
    return document


@cache
def compose() -> dict[str, Any]:
    """The Compose model after interpolation, anchors and merge keys resolved, x- keys dropped."""
    model = interpolate(compose_raw())
    assert isinstance(model, dict)
    return {key: value for key, value in model.items() if not key.startswith("x-")}


def compose_schema() -> dict[str, Any]:
    need("check_jsonschema")
    vendor = resources.files("check_jsonschema.builtin_schemas.vendor")
    schema: dict[str, Any] = json.loads(vendor.joinpath("compose-spec.json").read_text())
    return schema


def test_compose_file_matches_the_compose_specification() -> None:
    jsonschema = need("jsonschema")
    schema = compose_schema()
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    for model in (compose_raw(), compose()):
        errors = sorted(validator_class(schema).iter_errors(model), key=lambda e: list(e.path))
        assert not errors, "\n".join(
            f"{'/'.join(map(str, error.path))}: {error.message}" for error in errors
        )


def test_compose_runs_redis_with_aof_on_a_named_volume() -> None:
    redis = compose()["services"]["redis"]
    assert str(redis["image"]).startswith("redis:7")
    command = redis["command"] if isinstance(redis["command"], list) else redis["command"].split()
    assert command[command.index("--appendonly") + 1] == "yes"
    data_volume = next(v for v in redis["volumes"] if str(v).endswith(":/data"))
    volume_name = str(data_volume).split(":")[0]
    assert volume_name in compose()["volumes"], "Redis data must live on a named volume"
    assert command[command.index("--dir") + 1] == "/data"
    assert redis["healthcheck"]["test"][:2] == ["CMD", "redis-cli"]


def option(command: list[str], name: str) -> str:
    assert command.count(name) == 1, f"{name} given {command.count(name)} times"
    return command[command.index(name) + 1]


def redis_command(model: dict[str, Any]) -> list[str]:
    command = model["services"]["redis"]["command"]
    return [str(part) for part in (command if isinstance(command, list) else command.split())]


def redis_bytes(size: str) -> int:
    """Redis' memory units: 1gb = 1024^3 bytes, 1g = 10^9."""
    match = re.fullmatch(r"(\d+)(b|k|kb|m|mb|g|gb)?", size.lower())
    assert match, f"not a Redis memory size: {size!r}"
    number, unit = int(match.group(1)), match.group(2) or "b"
    factor = {"b": 1, "k": 10**3, "kb": 2**10, "m": 10**6, "mb": 2**20, "g": 10**9, "gb": 2**30}
    return number * factor[unit]


def test_compose_redis_fsyncs_every_second_by_default_and_never_evicts() -> None:
    command = redis_command(compose())
    assert option(command, "--appendonly") == "yes"
    assert option(command, "--appendfsync") == "everysec"
    assert option(command, "--maxmemory-policy") == "noeviction"
    assert redis_bytes(option(command, "--maxmemory")) > 0, "noeviction needs a bound to work"


def test_compose_strict_durability_is_one_setting() -> None:
    strict = interpolate(compose_raw(), {"TAPETE_REDIS_FSYNC": "always"})
    assert option(redis_command(strict), "--appendfsync") == "always"
    larger = interpolate(compose_raw(), {"TAPETE_REDIS_MAXMEMORY": "4gb"})
    assert option(redis_command(larger), "--maxmemory") == "4gb"


def test_compose_api_and_workers() -> None:
    services = compose()["services"]
    assert set(services) == {"redis", "api", "worker"}, "workers run their own timer pump"
    api, worker = services["api"], services["worker"]
    api_command = api["command"]
    assert api_command[:3] == ["uvicorn", "service.app:create_app", "--factory"]
    assert api_command[api_command.index("--host") + 1] == "0.0.0.0"
    assert api_command[api_command.index("--port") + 1] == "8000"
    api_processes = int(api_command[api_command.index("--workers") + 1])
    api_replicas = int(api.get("deploy", {}).get("replicas", 1))
    assert api_processes * api_replicas >= 2, "the API runs several processes or replicas"
    assert worker["command"] == ["python", "-m", "workers.main"]
    assert int(worker["deploy"]["replicas"]) >= 2
    for name in ("api", "worker"):
        service = services[name]
        assert service["build"] == {"context": "..", "dockerfile": "deploy/Dockerfile"}
        assert service["restart"] in {"unless-stopped", "always"}
        assert service["depends_on"]["redis"]["condition"] == "service_healthy"
        assert service["healthcheck"]["test"][0] == "CMD"
        assert service["read_only"] is True and "/tmp" in service["tmpfs"]
        assert service["cap_drop"] == ["ALL"]
        environment = service["environment"]
        assert set(environment) == set(ENVIRONMENT), "every setting, and only settings"
        assert environment["REDIS_URL"] == "redis://redis:6379/0"
    assert services["redis"]["restart"] in {"unless-stopped", "always"}
    assert any(str(port).endswith(":8000") for port in api["ports"]), "the API is published on 8000"
    probe = api["healthcheck"]["test"][-1]
    assert any(f"127.0.0.1:8000{path}" in probe for path in PROBE_PATHS)


# ---- Kubernetes -----------------------------------------------------------------------------


@cache
def kustomization() -> dict[str, Any]:
    (document,) = load_yaml_documents(BASE / "kustomization.yaml")
    return document


@cache
def k8s_resources() -> dict[tuple[str, str], dict[str, Any]]:
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for name in kustomization()["resources"]:
        for document in load_yaml_documents(BASE / name):
            key = (document["kind"], document["metadata"]["name"])
            assert key not in found, f"duplicate {key}"
            found[key] = document
    return found


def manifest_files() -> list[Path]:
    return sorted(p for p in BASE.glob("*.y*ml") if p.name != "kustomization.yaml")


def test_kustomization_lists_every_manifest() -> None:
    document = kustomization()
    assert document["apiVersion"] == "kustomize.config.k8s.io/v1beta1"
    assert document["kind"] == "Kustomization"
    listed = document["resources"]
    assert len(listed) == len(set(listed)), "a resource is listed twice"
    assert sorted(listed) == sorted(p.name for p in manifest_files())
    assert {image["name"] for image in document["images"]} == {"tapete"}
    assert "commonLabels" not in document, "deprecated: use labels"


@pytest.mark.parametrize("path", manifest_files(), ids=lambda p: p.name)
def test_manifest_matches_the_kubernetes_schema(path: Path) -> None:
    kubernetes_validate = need("kubernetes_validate")
    for document in load_yaml_documents(path):
        try:
            kubernetes_validate.validate(document, KUBERNETES_VERSION, strict=True)
        except kubernetes_validate.ValidationError as error:
            where = ".".join(map(str, error.path))
            pytest.fail(f"{path.name}: {document['kind']} {where}: {error.message}")
        except kubernetes_validate.SchemaNotFoundError as error:
            pytest.fail(f"{path.name}: {error.message}")


def expected_kinds() -> set[tuple[str, str]]:
    return {
        ("Deployment", "tapete-api"),
        ("Service", "tapete-api"),
        ("HorizontalPodAutoscaler", "tapete-api"),
        ("PodDisruptionBudget", "tapete-api"),
        ("Deployment", "tapete-worker"),
        ("ConfigMap", "tapete-settings"),
        ("Secret", "tapete-redis"),
        ("StatefulSet", "tapete-redis"),
        ("Service", "tapete-redis"),
        ("ConfigMap", "tapete-redis-config"),
        ("NetworkPolicy", "tapete-redis"),
    }


def test_base_has_every_resource() -> None:
    assert set(k8s_resources()) == expected_kinds()
    hpa = k8s_resources()[("HorizontalPodAutoscaler", "tapete-api")]
    assert hpa["apiVersion"] == "autoscaling/v2"


def deployments() -> list[dict[str, Any]]:
    return [doc for (kind, _), doc in k8s_resources().items() if kind == "Deployment"]


@pytest.mark.parametrize("name", ["tapete-api", "tapete-worker"])
def test_deployment_is_locked_down(name: str) -> None:
    deployment = k8s_resources()[("Deployment", name)]
    spec = deployment["spec"]["template"]["spec"]
    pod_security = spec["securityContext"]
    assert pod_security["runAsNonRoot"] is True
    assert pod_security["runAsUser"] != 0
    assert pod_security["seccompProfile"]["type"] == "RuntimeDefault"
    assert spec["automountServiceAccountToken"] is False
    tmp_volumes = {v["name"] for v in spec["volumes"] if "emptyDir" in v}
    for container in spec["containers"]:
        security = container["securityContext"]
        assert security["runAsNonRoot"] is True
        assert security["readOnlyRootFilesystem"] is True
        assert security["allowPrivilegeEscalation"] is False
        assert security["capabilities"]["drop"] == ["ALL"]
        assert "add" not in security["capabilities"]
        assert security["seccompProfile"]["type"] == "RuntimeDefault"
        mounts = {m["mountPath"]: m["name"] for m in container["volumeMounts"]}
        assert mounts.get("/tmp") in tmp_volumes, "/tmp must be an emptyDir"
        resources_ = container["resources"]
        assert {"cpu", "memory"} <= set(resources_["requests"])
        assert "memory" in resources_["limits"]
        assert container["image"] == "tapete", "the image is set by kustomize images"
        sources = {next(iter(ref)): ref[next(iter(ref))]["name"] for ref in container["envFrom"]}
        assert sources == {"configMapRef": "tapete-settings", "secretRef": "tapete-redis"}


def test_api_probes_and_wiring() -> None:
    api = k8s_resources()[("Deployment", "tapete-api")]
    pod = api["spec"]["template"]
    (container,) = pod["spec"]["containers"]
    assert "command" not in container and "args" not in container, "the image's default: API"
    ports = {port["name"]: port["containerPort"] for port in container["ports"]}
    assert ports == {"http": 8000}
    for probe in ("livenessProbe", "readinessProbe", "startupProbe"):
        http = container[probe]["httpGet"]
        assert http["path"] in PROBE_PATHS and http["port"] == "http", probe
    grace = pod["spec"]["terminationGracePeriodSeconds"]
    settings = k8s_resources()[("ConfigMap", "tapete-settings")]["data"]
    assert grace > int(settings["TAPETE_MAX_WAIT_SECONDS"]), "long-polls must drain"
    labels = pod["metadata"]["labels"]
    assert api["spec"]["selector"]["matchLabels"] == labels
    service = k8s_resources()[("Service", "tapete-api")]
    assert service["spec"]["selector"] == labels
    assert {port["targetPort"] for port in service["spec"]["ports"]} == {"http"}
    pdb = k8s_resources()[("PodDisruptionBudget", "tapete-api")]
    assert pdb["spec"]["selector"]["matchLabels"] == labels
    assert pdb["spec"]["minAvailable"] < api["spec"]["replicas"]
    hpa = k8s_resources()[("HorizontalPodAutoscaler", "tapete-api")]["spec"]
    assert hpa["scaleTargetRef"] == {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "name": "tapete-api",
    }
    assert hpa["minReplicas"] >= 2 and hpa["maxReplicas"] >= hpa["minReplicas"]
    assert pdb["spec"]["minAvailable"] < hpa["minReplicas"], "a drain must be possible"


def test_worker_command_and_liveness() -> None:
    worker = k8s_resources()[("Deployment", "tapete-worker")]
    assert worker["spec"]["replicas"] >= 2
    (container,) = worker["spec"]["template"]["spec"]["containers"]
    assert container["command"] == ["python", "-m", "workers.main"]
    ports = {port["name"]: port["containerPort"] for port in container["ports"]}
    settings = k8s_resources()[("ConfigMap", "tapete-settings")]["data"]
    assert ports == {"metrics": int(settings["TAPETE_WORKER_METRICS_PORT"])}
    # Live = this pod's worker beat recently (Tapete's own heartbeat, not RQ's registry).
    probe = container["livenessProbe"]["exec"]["command"]
    assert probe == ["python", "-m", "workers.heartbeat", "--check"]


@pytest.mark.parametrize("name", ["tapete-api", "tapete-worker"])
def test_pods_are_scraped_by_prometheus(name: str) -> None:
    pod = k8s_resources()[("Deployment", name)]["spec"]["template"]
    annotations = pod["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/path"] == "/metrics"
    (container,) = pod["spec"]["containers"]
    assert int(annotations["prometheus.io/port"]) in {
        p["containerPort"] for p in container["ports"]
    }


def test_compose_workers_serve_metrics() -> None:
    worker = compose()["services"]["worker"]
    assert int(worker["environment"]["TAPETE_WORKER_METRICS_PORT"]) > 0


def test_settings_split_between_configmap_and_secret() -> None:
    configmap = k8s_resources()[("ConfigMap", "tapete-settings")]["data"]
    secret = k8s_resources()[("Secret", "tapete-redis")]
    secrets = {"REDIS_URL", "QUEUE_REDIS_URL", "TAPETE_WEBHOOK_SECRET", "TAPETE_JWT_SECRET"}
    secrets |= {"TAPETE_ADMIN_TOKEN"}
    assert set(configmap) == set(ENVIRONMENT) - secrets, "every non-secret setting, only settings"
    assert set(secret["stringData"]) <= secrets and "REDIS_URL" in secret["stringData"]
    assert all(isinstance(value, str) for value in configmap.values())


# ---- Kubernetes: Redis -----------------------------------------------------------------------

MONITORING = DEPLOY / "k8s" / "monitoring"


def redis_conf() -> dict[str, str]:
    text = k8s_resources()[("ConfigMap", "tapete-redis-config")]["data"]["redis.conf"]
    conf: dict[str, str] = {}
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            key, _, value = line.partition(" ")
            assert key not in conf, f"redis.conf sets {key} twice"
            conf[key] = value.strip()
    return conf


def kubernetes_bytes(quantity: str) -> int:
    match = re.fullmatch(r"(\d+)(Ki|Mi|Gi|Ti|k|M|G|T)?", quantity)
    assert match, f"not a Kubernetes quantity: {quantity!r}"
    units = {"Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "Ti": 2**40,
             "k": 10**3, "M": 10**6, "G": 10**9, "T": 10**12}  # fmt: skip
    return int(match.group(1)) * units.get(match.group(2) or "", 1)


def redis_statefulset() -> dict[str, Any]:
    return k8s_resources()[("StatefulSet", "tapete-redis")]


def redis_container() -> dict[str, Any]:
    containers = redis_statefulset()["spec"]["template"]["spec"]["containers"]
    (container,) = [c for c in containers if c["name"] == "redis"]
    return container


def test_redis_conf_persists_every_write_and_never_evicts() -> None:
    conf = redis_conf()
    assert conf["appendonly"] == "yes"
    assert conf["appendfsync"] in {"everysec", "always"}
    assert conf["maxmemory-policy"] == "noeviction"
    assert conf["dir"] == "/data"
    limit = kubernetes_bytes(redis_container()["resources"]["limits"]["memory"])
    maxmemory = redis_bytes(conf["maxmemory"])
    assert 0 < maxmemory <= 0.75 * limit, "maxmemory leaves room under the limit for forks"


def test_redis_statefulset_keeps_its_aof_on_a_persistent_volume() -> None:
    statefulset = redis_statefulset()
    spec = statefulset["spec"]
    assert spec["replicas"] == 1, "one writer per AOF"
    labels = spec["template"]["metadata"]["labels"]
    assert spec["selector"]["matchLabels"] == labels
    service = k8s_resources()[("Service", spec["serviceName"])]
    assert service["spec"]["selector"] == labels
    container = redis_container()
    assert spec["template"]["spec"]["containers"][0] is container, (
        "docs/operations.md's strict-mode overlay patches containers/0"
    )
    assert str(container["image"]).startswith("redis:7")
    mounts = {m["mountPath"]: m for m in container["volumeMounts"]}
    claims = {claim["metadata"]["name"]: claim["spec"] for claim in spec["volumeClaimTemplates"]}
    data_claim = claims[mounts["/data"]["name"]]
    assert data_claim["accessModes"] == ["ReadWriteOnce"]
    assert kubernetes_bytes(data_claim["resources"]["requests"]["storage"]) >= 2 * redis_bytes(
        redis_conf()["maxmemory"]
    ), "room for the AOF and its rewrite"
    config_path = next(arg for arg in container["command"] if arg.endswith("redis.conf"))
    config_mount = mounts[str(Path(config_path).parent)]
    assert config_mount["readOnly"] is True
    volumes = {v["name"]: v for v in spec["template"]["spec"]["volumes"]}
    assert volumes[config_mount["name"]]["configMap"]["name"] == "tapete-redis-config"
    for probe in ("startupProbe", "livenessProbe", "readinessProbe"):
        assert "redis-cli ping" in " ".join(container[probe]["exec"]["command"]), probe
    # The Secret's REDIS_URL reaches this Service.
    ports = {p["name"]: p["containerPort"] for p in container["ports"]}
    (service_port,) = service["spec"]["ports"]
    assert ports[service_port["targetPort"]] == 6379
    url = k8s_resources()[("Secret", "tapete-redis")]["stringData"]["REDIS_URL"]
    assert url == f"redis://{service['metadata']['name']}:{service_port['port']}/0"


def test_redis_pod_is_locked_down_and_scraped() -> None:
    pod = redis_statefulset()["spec"]["template"]
    spec = pod["spec"]
    security = spec["securityContext"]
    assert security["runAsNonRoot"] is True and security["runAsUser"] != 0
    assert security["fsGroup"] == security["runAsGroup"], "the volume is writable by Redis"
    assert security["seccompProfile"]["type"] == "RuntimeDefault"
    assert spec["automountServiceAccountToken"] is False
    for container in spec["containers"]:
        context = container["securityContext"]
        assert context["runAsNonRoot"] is True
        assert context["readOnlyRootFilesystem"] is True
        assert context["allowPrivilegeEscalation"] is False
        assert context["capabilities"]["drop"] == ["ALL"]
        assert "memory" in container["resources"]["limits"]
    annotations = pod["metadata"]["annotations"]
    (exporter,) = [c for c in spec["containers"] if c["name"] == "exporter"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert int(annotations["prometheus.io/port"]) in {p["containerPort"] for p in exporter["ports"]}


def test_redis_accepts_only_tapete_pods() -> None:
    policy = k8s_resources()[("NetworkPolicy", "tapete-redis")]["spec"]
    labels = redis_statefulset()["spec"]["template"]["metadata"]["labels"]
    assert policy["podSelector"]["matchLabels"] == labels
    assert policy["policyTypes"] == ["Ingress"]
    redis_rules = [
        rule for rule in policy["ingress"] if {p["port"] for p in rule["ports"]} == {"redis"}
    ]
    (rule,) = redis_rules
    (source,) = rule["from"]
    allowed = {e["key"]: set(e["values"]) for e in source["podSelector"]["matchExpressions"]}
    for name in ("tapete-api", "tapete-worker"):
        pod_labels = k8s_resources()[("Deployment", name)]["spec"]["template"]["metadata"]["labels"]
        assert all(pod_labels.get(key) in values for key, values in allowed.items()), name
    assert allowed["app.kubernetes.io/component"] == {"api", "worker"}


def alert_rules() -> dict[str, dict[str, Any]]:
    (document,) = load_yaml_documents(MONITORING / "redis-alerts.yaml")
    assert document["apiVersion"] == "monitoring.coreos.com/v1"
    assert document["kind"] == "PrometheusRule"
    rules = [rule for group in document["spec"]["groups"] for rule in group["rules"]]
    return {rule["alert"]: rule for rule in rules}


def test_redis_alerts_cover_an_outage_memory_and_storage() -> None:
    rules = alert_rules()
    for name, rule in rules.items():
        expr = rule["expr"]
        assert isinstance(expr, str) and expr.strip(), name
        assert expr.count("(") == expr.count(")") and expr.count("{") == expr.count("}"), name
        assert re.fullmatch(r"\d+[smh]", rule.get("for", "0s")), name
        assert rule["labels"]["severity"] in {"warning", "critical"}, name
        assert rule["annotations"]["summary"], name
    expressions = " ".join(rule["expr"] for rule in rules.values())
    for metric in (
        "redis_up",
        "redis_memory_used_bytes / redis_memory_max_bytes",
        "redis_aof_last_write_status",
        "kubelet_volume_stats_available_bytes",
    ):
        assert metric in expressions, metric
    # The volume alert names the StatefulSet's claims: <template>-<statefulset>-<ordinal>.
    claim = redis_statefulset()["spec"]["volumeClaimTemplates"][0]["metadata"]["name"]
    pattern = re.search(r'persistentvolumeclaim=~"([^"]+)"', expressions)
    assert pattern and re.fullmatch(pattern.group(1), f"{claim}-tapete-redis-0")


def test_alerts_stay_out_of_the_base() -> None:
    """A PrometheusRule needs the Prometheus Operator's CRD: the base must apply without it."""
    assert not any("monitoring" in resource for resource in kustomization()["resources"])
    assert all(kind != "PrometheusRule" for kind, _ in k8s_resources())


# ---- Dockerfile -----------------------------------------------------------------------------


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with comments dropped and line continuations joined."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for raw in (DEPLOY / "Dockerfile").read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        pending = f"{pending} {line}" if pending else line
        if pending.endswith("\\"):
            pending = pending[:-1].rstrip()
            continue
        keyword, _, arguments = pending.partition(" ")
        instructions.append((keyword.upper(), arguments.strip()))
        pending = ""
    assert not pending, "the Dockerfile ends inside a continuation"
    return instructions


def stages() -> list[list[tuple[str, str]]]:
    result: list[list[tuple[str, str]]] = []
    for instruction in dockerfile_instructions():
        if instruction[0] == "FROM":
            result.append([])
        if result:
            result[-1].append(instruction)
    return result


def resolve_image(reference: str) -> str:
    args = {}
    for keyword, arguments in dockerfile_instructions():
        if keyword == "FROM":
            break
        if keyword == "ARG" and "=" in arguments:
            name, _, default = arguments.partition("=")
            args[name] = default
    return re.sub(r"\$\{(\w+)\}", lambda m: args[m.group(1)], reference)


def test_dockerfile_is_multi_stage_and_slim() -> None:
    all_stages = stages()
    assert len(all_stages) >= 2, "multi-stage: a builder and a final stage"
    final = all_stages[-1]
    assert resolve_image(final[0][1].split()[0]) == "python:3.11-slim"
    builder_names = {stage[0][1].split()[-1] for stage in all_stages[:-1]}
    copies = [arguments for keyword, arguments in final if keyword == "COPY"]
    assert copies, "the final stage copies the venv"
    for arguments in copies:
        source_stage = re.match(r"--from=(\S+)", arguments)
        assert source_stage and source_stage.group(1) in builder_names, (
            f"the final stage copies only from the builder: COPY {arguments}"
        )
    assert any("/opt/venv" in arguments for arguments in copies)
    assert not any(keyword == "RUN" and "pip" in arguments for keyword, arguments in final)


def test_dockerfile_installs_no_dev_dependencies() -> None:
    text = " ".join(arguments for _, arguments in dockerfile_instructions())
    assert "[dev]" not in text and ".[" not in text, "no extras in the image"
    for tool in ("pytest", "ruff", "mypy", "schemathesis", "hypothesis"):
        assert tool not in text, tool


def test_dockerfile_runtime_settings() -> None:
    final = stages()[-1]
    keywords = [keyword for keyword, _ in final]
    users = [arguments for keyword, arguments in final if keyword == "USER"]
    assert users, "the final stage sets USER"
    user = users[-1].split(":")[0]
    assert user not in {"root", "0"}
    assert user.isdigit(), "a numeric USER lets Kubernetes check runAsNonRoot"
    uid = int(user)
    for name in ("tapete-api", "tapete-worker"):
        pod = k8s_resources()[("Deployment", name)]["spec"]["template"]["spec"]
        assert pod["securityContext"]["runAsUser"] == uid
    assert keywords.index("USER") < keywords.index("CMD")
    environment = " ".join(arguments for keyword, arguments in final if keyword == "ENV")
    assert "PYTHONDONTWRITEBYTECODE=1" in environment
    assert "PYTHONUNBUFFERED=1" in environment
    assert ("EXPOSE", "8000") in final
    (healthcheck,) = [arguments for keyword, arguments in final if keyword == "HEALTHCHECK"]
    assert " CMD " in f" {healthcheck} "
    assert any(f"127.0.0.1:8000{path}" in healthcheck for path in PROBE_PATHS)
    (command,) = [arguments for keyword, arguments in final if keyword == "CMD"]
    argv = json.loads(command)
    assert argv[:3] == ["uvicorn", "service.app:create_app", "--factory"]
    assert argv[argv.index("--host") + 1] == "0.0.0.0"
    assert argv[argv.index("--port") + 1] == "8000"


def test_dockerignore_keeps_only_what_the_build_copies() -> None:
    rules = [
        line.strip()
        for line in (DEPLOY / "Dockerfile.dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert rules[0] == "*", "ignore everything, then allow back what the image needs"
    allowed = {rule[1:].rstrip("/") for rule in rules if rule.startswith("!")}
    for keyword, arguments in dockerfile_instructions():
        if keyword != "COPY" or arguments.startswith("--from="):
            continue
        *sources, _destination = shlex.split(arguments)
        for source in sources:
            assert source.rstrip("/") in allowed, f"COPY {source} is ignored by the context"
            assert (ROOT / source).exists(), source


# ---- Documentation --------------------------------------------------------------------------


def test_operations_doc_names_every_setting() -> None:
    readme = (ROOT / "README.md").read_text()
    table = readme.split("## Settings", 1)[1].split("\n## ", 1)[0]
    names = set(re.findall(r"`([A-Z][A-Z0-9_]+)`", table))
    assert set(ENVIRONMENT) <= names, "README's Settings table lags service/core/settings.py"
    assert set(LAUNCHER_ENVIRONMENT) <= names, "README's Settings table lacks make run's"
    operations = (ROOT / "docs" / "operations.md").read_text()
    missing = sorted(name for name in names if f"`{name}`" not in operations)
    assert not missing, f"docs/operations.md does not document {missing}"
    for start in ("docker compose -f deploy/compose.yaml up", "apply -k deploy/k8s/base"):
        assert start in operations, start


def test_operations_doc_states_each_durability_promise() -> None:
    operations = (ROOT / "docs" / "operations.md").read_text()
    section = operations.split("## Durability", 1)[1].split("\n## ", 1)[0]
    for needed in (
        "TAPETE_REDIS_FSYNC=always",
        "TAPETE_DATA_DIR",
        "appendfsync always",
        "WAITAOF",
        "kill -9",
        "host crash",
        "moves/s",
        "deploy/k8s/monitoring/redis-alerts.yaml",
    ):
        assert needed in section, needed
