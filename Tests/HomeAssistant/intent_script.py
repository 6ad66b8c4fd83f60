"""Runs the voice guide's Home Assistant recipe the way Home Assistant runs it, for the Swift tests.

Reads JSON on stdin: the recipe's YAML (the `rest_command:` and `intent_script:` blocks), what Assist
heard after "tell hush" (`line`), the secret (`authorization`) and the server to call (`server`, which
replaces the recipe's scheme and host). Writes JSON: the body sent, the rest command's result (`status`,
`content`) or why it failed (`call_error`), the events fired, what Assist says (`speech`), or, when the
script itself fails, `failed` (Assist then says "An unexpected error occurred").

Only the parts of Home Assistant the recipe uses are here, each as Home Assistant behaves (2025.4):
- `rest_command`: the payload and headers rendered, `timeout` seconds (default 10) for the whole call;
  any HTTP status is a result `{"status", "content"}` (content parsed when it is `application/json`);
  a timeout or a connection error raises, so the action fails;
- a script's steps: `variables`, an action with `response_variable` and `continue_on_error` (a failed
  call is skipped and sets nothing), `if`/`then` with a template condition, `event` with `event_data`,
  `stop` with `response_variable` (the script fails when the variable is not defined);
- templates rendered with Jinja2's immutable sandbox (Home Assistant's base), results parsed as Home
  Assistant parses them (a Python literal becomes its value);
- the intent's `speech.text` rendered with `action_response`, the script's response.
"""
import ast
import json
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

import yaml
from jinja2.sandbox import ImmutableSandboxedEnvironment

ENVIRONMENT = ImmutableSandboxedEnvironment()


class Loader(yaml.SafeLoader):
    pass


def render(template, variables, parse=True):
    text = ENVIRONMENT.from_string(template).render(**variables)
    if not parse:
        return text
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return text
    return value if not isinstance(value, str) else text


def render_complex(value, variables):
    if isinstance(value, str):
        return render(value, variables)
    if isinstance(value, dict):
        return {key: render_complex(item, variables) for key, item in value.items()}
    if isinstance(value, list):
        return [render_complex(item, variables) for item in value]
    return value


class ScriptFailed(Exception):
    pass


class Stop(Exception):
    def __init__(self, response):
        self.response = response


def rest_command(config, data, given, report):
    """One call of a rest command; raises ScriptFailed where Home Assistant raises HomeAssistantError."""
    url = urllib.parse.urlsplit(render(config["url"], data, parse=False))
    server = urllib.parse.urlsplit(given["server"])
    url = urllib.parse.urlunsplit((server.scheme, server.netloc, url.path, url.query, ""))
    body = render(config["payload"], data, parse=False).encode("utf-8") if "payload" in config else None
    report["body"] = body.decode("utf-8") if body is not None else None
    headers = {}
    for name, value in config.get("headers", {}).items():
        headers[name] = given["authorization"] if value == "!secret hush_authorization" else render(value, data, parse=False)
    if "content_type" in config:
        headers["Content-Type"] = config["content_type"]
    request = urllib.request.Request(url, data=body, headers=headers, method=config.get("method", "get").upper())
    try:
        with urllib.request.urlopen(request, timeout=config.get("timeout", 10)) as response:
            status, answer, kind = response.status, response.read(), response.headers.get_content_type()
    except urllib.error.HTTPError as error:
        status, answer, kind = error.code, error.read(), error.headers.get_content_type()
    except (urllib.error.URLError, socket.timeout, TimeoutError, ConnectionError) as error:
        report["call_error"] = str(getattr(error, "reason", error))
        raise ScriptFailed("rest_command failed: " + report["call_error"])
    content = json.loads(answer) if kind == "application/json" else answer.decode("utf-8")
    return {"status": status, "content": content}


def run_steps(steps, variables, document, given, report):
    for step in steps:
        if "variables" in step:
            variables.update(render_complex(step["variables"], variables))
        elif "action" in step:
            domain, name = step["action"].split(".", 1)
            assert domain == "rest_command", step["action"]
            data = render_complex(step.get("data", {}), variables)
            try:
                response = rest_command(document["rest_command"][name], data, given, report)
            except ScriptFailed:
                if step.get("continue_on_error"):
                    continue
                raise
            if "response_variable" in step:
                variables[step["response_variable"]] = response
        elif "if" in step:
            if str(render(step["if"], variables, parse=False)).strip().lower() == "true":
                run_steps(step.get("then", []), variables, document, given, report)
            else:
                run_steps(step.get("else", []), variables, document, given, report)
        elif "event" in step:
            report["events"].append({"event": step["event"], "data": render_complex(step.get("event_data", {}), variables)})
        elif "stop" in step:
            name = step.get("response_variable")
            if name is not None and name not in variables:
                raise ScriptFailed("Response variable '%s' is not defined" % name)
            raise Stop(variables.get(name) if name else None)
        else:
            raise AssertionError("a step this harness does not know: %r" % step)


def main():
    given = json.load(sys.stdin)
    Loader.add_constructor("!secret", lambda loader, node: "!secret " + loader.construct_scalar(node))
    document = yaml.load(given["yaml"], Loader=Loader)
    intent = document["intent_script"]["HushSay"]
    report = {"events": [], "body": None}
    slots = {"line": given["line"]}
    try:
        run_steps(intent["action"], dict(slots), document, given, report)
        response = None
    except Stop as stop:
        response = stop.response
    except ScriptFailed as failure:
        report["failed"] = str(failure)
        json.dump(report, sys.stdout)
        return
    if response is not None:
        slots["action_response"] = response
        report["status"] = response.get("status")
        report["content"] = response.get("content")
    report["speech"] = render(intent["speech"]["text"], slots, parse=False)
    json.dump(report, sys.stdout)


main()
