/*
 * A Storage rules runtime for firebase-tools' Storage emulator, for machines that cannot download
 * the official one (README.md, "Storage rules"). It speaks the JSON-lines protocol of
 * firebase-tools' lib/emulator/storage/rules/runtime.js on stdin/stdout and evaluates the rules with
 * the Firebase rules engine that ships inside the Cloud Firestore emulator JAR.
 *
 * Built at start by scripts/emulators/storage-rules-runtime.ts (javac -proc:none against that JAR).
 * The engine's classes are internal to Google's JAR: if an upgrade renames one, the build (or the
 * `check` command run right after it) fails, naming the class. Any error while evaluating denies.
 *
 * Behaviours inferred rather than copied from the official runtime (tested in
 * tests/storage-rules-runtime.int.test.ts): firestore.get() of a missing document gives null, and
 * an evaluation error denies and is reported as a warning of that verdict.
 */

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.common.AsyncRuntimeFunction;
import com.google.firebase.rules.runtime.common.EvaluationListener;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.common.Evaluator;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExecutionRequest;
import com.google.firebase.rules.runtime.v1.ExecutionResponse;
import com.google.firebase.rules.runtime.v1.Expression;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

public final class StorageRulesRuntime {
  private static final String SERVICE = "firebase.storage";
  // Ids of our requests to Node (Firestore reads). Node numbers its own requests from 0 and keys
  // both kinds in one table, so ours start far above any count it will reach.
  private static final AtomicLong serverRequestIds = new AtomicLong(1L << 40);

  private final PrintStream out;
  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  private final Map<Long, SettableFuture<JsonObject>> pendingFetches = new ConcurrentHashMap<>();
  private final ExecutorService evaluations = Executors.newCachedThreadPool();

  private StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws Exception {
    String command = args.length > 0 ? args[0] : "";
    if (command.equals("serve")) {
      // stdout is the protocol channel: anything else written there would corrupt it.
      PrintStream protocol = new PrintStream(System.out, false, StandardCharsets.UTF_8);
      System.setOut(System.err);
      new StorageRulesRuntime(protocol).serve();
    } else if (command.equals("check")) {
      System.exit(selfCheck());
    } else {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve|check");
      System.exit(2);
    }
  }

  /** Compiles and evaluates a tiny ruleset: proves the engine's classes are all still there. */
  private static int selfCheck() {
    try {
      CompileResult result =
          compiler()
              .compile(
                  Source.newBuilder()
                      .addFiles(
                          com.google.firebase.rules.v1.File.newBuilder()
                              .setName("check.rules")
                              .setContent(
                                  "rules_version = '2';\n"
                                      + "service firebase.storage { match /b/{bucket}/o {\n"
                                      + "  match /{file} { allow get: if file == 'open'; }\n"
                                      + "} }\n")));
      if (result.hasCompilationError()) {
        System.err.println("The rules engine did not compile a valid ruleset: " + result.getIssues());
        return 1;
      }
      boolean open = evaluateOnce(result.getRulesetAst(), "/b/bucket/o/open");
      boolean shut = evaluateOnce(result.getRulesetAst(), "/b/bucket/o/shut");
      if (!open || shut) {
        System.err.println("The rules engine gave wrong verdicts (open " + open + ", shut " + shut + ")");
        return 1;
      }
      System.out.println("ok");
      return 0;
    } catch (LinkageError error) {
      System.err.println(
          "The Firebase rules engine in the Cloud Firestore emulator JAR has changed: "
              + error);
      return 1;
    } catch (Exception error) {
      System.err.println("The Firebase rules engine failed its self-check: " + error);
      return 1;
    }
  }

  private static boolean evaluateOnce(RulesetAst ast, String path) throws Exception {
    RuleContext context =
        RuleContext.builder()
            .service(SERVICE)
            .method("get")
            .path(path)
            .supplyVariable("request", ExpressionValueUtils.NULL)
            .supplyVariable("resource", ExpressionValueUtils.NULL)
            .build();
    return evaluator(ast, ImmutableList.of()).evaluate(context).get(10, TimeUnit.SECONDS).permit();
  }

  private static FirebaseRulesProtoCompiler compiler() {
    // Cross-service rules make `firestore.get` / `firestore.exists` known names.
    return FirebaseRulesProtoCompiler.createStandalone(
        FirebaseRulesLangOptions.builder()
            .allowTernaryOperator(true)
            .allowCrossServiceRules(true)
            .build());
  }

  private static Evaluator evaluator(
      RulesetAst ast,
      ImmutableList<java.util.function.Supplier<EvaluationListener>> listeners) {
    return new DefaultEvaluator(ast, listeners, EvaluationRestrictions.builder().build());
  }

  private void serve() throws Exception {
    send(ok(-1));
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (Exception error) {
        System.err.println("storage rules runtime: unreadable request: " + error);
      }
    }
    evaluations.shutdownNow();
    System.exit(0);
  }

  private void handle(JsonObject message) {
    long id = message.get("id").getAsLong();
    if (!message.has("action")) {
      // Node's answer to one of our Firestore reads.
      SettableFuture<JsonObject> pending = pendingFetches.remove(id);
      if (pending != null) pending.set(message);
      else System.err.println("storage rules runtime: no pending read " + id);
      return;
    }
    String action = message.get("action").getAsString();
    JsonObject context = message.getAsJsonObject("context");
    switch (action) {
      case "load_ruleset":
        send(loadRuleset(id, context));
        break;
      case "verify":
        evaluations.execute(() -> send(verify(id, context)));
        break;
      default:
        JsonObject error = new JsonObject();
        error.addProperty("id", id);
        error.addProperty("status", "error");
        error.addProperty("message", "unknown action " + action);
        error.add("errors", new JsonArray());
        send(error);
    }
  }

  private JsonObject loadRuleset(long id, JsonObject context) {
    JsonObject response = ok(id);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    try {
      Source.Builder source = Source.newBuilder();
      JsonFormat.parser().ignoringUnknownFields().merge(context.get("source").toString(), source);
      CompileResult result = compiler().compile(source);
      for (Issue issue : result.getIssues()) {
        (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(issueJson(issue));
      }
      if (!result.hasCompilationError()) {
        rulesets.put(context.get("rulesetName").getAsString(), result.getRulesetAst());
        JsonObject rulesVersion = new JsonObject();
        rulesVersion.addProperty("rulesVersion", 2);
        response.add("result", rulesVersion);
      } else if (errors.size() == 0) {
        errors.add("The rules did not compile: " + result.getIssues());
      }
    } catch (Exception error) {
      errors.add("The rules could not be loaded: " + error);
    }
    response.add("errors", errors);
    response.add("warnings", warnings);
    return response;
  }

  /** The issue in the shape firebase-tools' manager.js prints ("<description> in <file>:<line>"). */
  private static String issueJson(Issue issue) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", issue.getSourcePosition().getFileName());
    position.addProperty("line_", issue.getSourcePosition().getLine());
    position.addProperty("column_", issue.getSourcePosition().getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.add("sourcePosition_", position);
    json.addProperty("severity_", issue.getSeverity().name());
    return json.toString();
  }

  private JsonObject verify(long requestId, JsonObject context) {
    Evaluation evaluation = new Evaluation(requestId);
    boolean permit = false;
    try {
      RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
      if (ast == null) throw new IllegalStateException("no ruleset named " + context.get("rulesetName"));
      RuleContext.Builder rule =
          RuleContext.builder()
              .service(context.get("service").getAsString())
              .method(context.get("method").getAsString())
              .path(context.get("path").getAsString());
      JsonObject variables = context.getAsJsonObject("variables");
      for (Map.Entry<String, JsonElement> variable : variables.entrySet()) {
        rule.supplyVariable(variable.getKey(), expressionValue(variable.getValue()));
      }
      rule.supplyFunction(evaluation.firestoreFunction("firestore.get", false));
      rule.supplyFunction(evaluation.firestoreFunction("firestore.exists", true));
      EvaluationResult result =
          evaluator(ast, ImmutableList.of(() -> evaluation))
              .evaluate(rule.build())
              .get(30, TimeUnit.SECONDS);
      permit = result.permit();
    } catch (Exception error) {
      // The engine fails the whole evaluation when every matching statement failed; its message
      // (with the rule's line and column) replaces the statements' shorter ones.
      Throwable cause = error.getCause() != null ? error.getCause() : error;
      synchronized (evaluation.errors) {
        evaluation.errors.clear();
        evaluation.errors.add(cause.getMessage() != null ? cause.getMessage() : cause.toString());
      }
      permit = false;
    }
    JsonObject response = ok(evaluation.currentId);
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    response.add("result", result);
    JsonArray warnings = new JsonArray();
    // Errors inside a condition make that condition false; they matter to the reader of the log
    // only when nothing else allowed the request.
    if (!permit) {
      synchronized (evaluation.errors) {
        for (String error : evaluation.errors) {
          warnings.add(
              "Denied " + context.get("method").getAsString() + " "
                  + context.get("path").getAsString() + ": " + error);
        }
      }
    }
    response.add("errors", new JsonArray());
    response.add("warnings", warnings);
    return response;
  }

  private static ExpressionValue expressionValue(JsonElement json) throws Exception {
    if (json == null || json.isJsonNull()) return ExpressionValueUtils.NULL;
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(json.toString(), value);
    return value.build();
  }

  /**
   * One verify request: its Firestore reads go to Node one at a time (Node keeps one handler per
   * verify, under the id of its latest answer), each document read once; errors are collected.
   */
  private final class Evaluation implements EvaluationListener {
    volatile long currentId;
    final Set<String> errors = Collections.synchronizedSet(new LinkedHashSet<>());
    private final Map<String, ListenableFuture<JsonObject>> documents = new HashMap<>();
    private ListenableFuture<?> lastFetch = Futures.immediateFuture(null);

    Evaluation(long requestId) {
      this.currentId = requestId;
    }

    AsyncRuntimeFunction firestoreFunction(String name, boolean existsOnly) {
      return new AsyncRuntimeFunction() {
        @Override
        public String name() {
          return name;
        }

        @Override
        public ListenableFuture<ExecutionResponse> execute(ExecutionRequest request) {
          try {
            String path = documentPath(request.getArguments(0));
            return Futures.transform(
                document(path),
                answer -> ExpressionValueUtils.createResponse(
                    existsOnly ? ExpressionValueUtils.createValue(found(answer))
                        : found(answer) ? documentValue(path, answer.getAsJsonObject("result"))
                        : ExpressionValueUtils.NULL),
                MoreExecutors.directExecutor());
          } catch (Exception error) {
            return Futures.immediateFailedFuture(error);
          }
        }
      };
    }

    private synchronized ListenableFuture<JsonObject> document(String path) {
      ListenableFuture<JsonObject> known = documents.get(path);
      if (known != null) return known;
      SettableFuture<JsonObject> answer = SettableFuture.create();
      lastFetch.addListener(() -> fetch(path, answer), MoreExecutors.directExecutor());
      lastFetch = answer;
      documents.put(path, answer);
      return answer;
    }

    private void fetch(String path, SettableFuture<JsonObject> answer) {
      long serverRequestId = serverRequestIds.getAndIncrement();
      SettableFuture<JsonObject> reply = SettableFuture.create();
      pendingFetches.put(serverRequestId, reply);
      reply.addListener(() -> currentId = serverRequestId, MoreExecutors.directExecutor());
      answer.setFuture(reply);
      JsonObject request = new JsonObject();
      request.addProperty("id", currentId);
      request.addProperty("server_request_id", serverRequestId);
      request.addProperty("status", "ok");
      request.addProperty("action", "fetch_firestore_document");
      JsonObject context = new JsonObject();
      context.addProperty("path", path);
      request.add("context", context);
      send(request);
    }

    @Override
    public void afterSinglePermissionEvaluation(
        Evaluator.Context context, Throwable error, Expression expression) {
      errors.add(String.valueOf(error.getMessage() != null ? error.getMessage() : error));
    }

    @Override
    public void afterPermissionEvaluation(Evaluator.Context context, Throwable error) {
      errors.add(String.valueOf(error.getMessage() != null ? error.getMessage() : error));
    }
  }

  private static boolean found(JsonObject answer) {
    return "ok".equals(answer.has("status") ? answer.get("status").getAsString() : "")
        && answer.has("result")
        && answer.get("result").isJsonObject();
  }

  /** `/databases/(default)/documents/…` from the rules' path argument. */
  private static String documentPath(ExpressionValue argument) {
    if (argument.getKindCase() == ExpressionValue.KindCase.STRING_VALUE) {
      return argument.getStringValue();
    }
    if (argument.getKindCase() != ExpressionValue.KindCase.PATH_VALUE) {
      throw new IllegalArgumentException("firestore.get/exists needs a path, got " + argument.getKindCase());
    }
    StringBuilder path = new StringBuilder();
    for (ExpressionPathSegmentValue segment : argument.getPathValue().getSegmentsList()) {
      if (segment.getKindCase() != ExpressionPathSegmentValue.KindCase.SIMPLE) {
        throw new IllegalArgumentException("firestore.get/exists needs a concrete path");
      }
      path.append('/').append(segment.getSimple());
    }
    return path.toString();
  }

  /** A Firestore document as the rules see it: `data`, `id` and `__name__`. */
  private static ExpressionValue documentValue(String path, JsonObject document) {
    try {
      JsonObject fields = document.has("fields") ? document.getAsJsonObject("fields") : new JsonObject();
      JsonObject resource = new JsonObject();
      resource.add("data", mapValue(fields));
      String[] segments = path.split("/");
      JsonObject id = new JsonObject();
      id.addProperty("string_value", segments[segments.length - 1]);
      resource.add("id", id);
      resource.add("__name__", pathValue(path));
      JsonObject value = new JsonObject();
      value.add("map_value", wrapFields(resource));
      return expressionValue(value);
    } catch (Exception error) {
      throw new IllegalStateException("unreadable Firestore document " + path, error);
    }
  }

  private static JsonObject wrapFields(JsonObject fields) {
    JsonObject map = new JsonObject();
    map.add("fields", fields);
    return map;
  }

  private static JsonObject mapValue(JsonObject firestoreFields) {
    JsonObject fields = new JsonObject();
    for (Map.Entry<String, JsonElement> field : firestoreFields.entrySet()) {
      fields.add(field.getKey(), fromFirestore(field.getValue().getAsJsonObject()));
    }
    JsonObject value = new JsonObject();
    value.add("map_value", wrapFields(fields));
    return value;
  }

  private static JsonObject pathValue(String path) {
    JsonArray segments = new JsonArray();
    for (String part : path.split("/")) {
      if (part.isEmpty()) continue;
      JsonObject segment = new JsonObject();
      segment.addProperty("simple", part);
      segments.add(segment);
    }
    JsonObject pathValue = new JsonObject();
    pathValue.add("segments", segments);
    JsonObject value = new JsonObject();
    value.add("path_value", pathValue);
    return value;
  }

  /** A Firestore REST value (`{"integerValue": "5"}`) as an ExpressionValue in JSON. */
  private static JsonObject fromFirestore(JsonObject firestore) {
    JsonObject value = new JsonObject();
    if (firestore.has("nullValue")) value.add("null_value", JsonNull.INSTANCE);
    else if (firestore.has("booleanValue")) value.add("bool_value", firestore.get("booleanValue"));
    else if (firestore.has("integerValue")) value.add("int_value", firestore.get("integerValue"));
    else if (firestore.has("doubleValue")) value.add("float_value", firestore.get("doubleValue"));
    else if (firestore.has("stringValue")) value.add("string_value", firestore.get("stringValue"));
    else if (firestore.has("bytesValue")) value.add("bytes_value", firestore.get("bytesValue"));
    else if (firestore.has("timestampValue")) value.add("timestamp_value", firestore.get("timestampValue"));
    else if (firestore.has("geoPointValue")) value.add("latlng_value", firestore.get("geoPointValue"));
    else if (firestore.has("referenceValue")) {
      String reference = firestore.get("referenceValue").getAsString();
      int databases = reference.indexOf("/databases/");
      return pathValue(databases >= 0 ? reference.substring(databases) : reference);
    } else if (firestore.has("mapValue")) {
      JsonObject map = firestore.getAsJsonObject("mapValue");
      return mapValue(map.has("fields") ? map.getAsJsonObject("fields") : new JsonObject());
    } else if (firestore.has("arrayValue")) {
      JsonObject array = firestore.getAsJsonObject("arrayValue");
      JsonArray values = new JsonArray();
      if (array.has("values")) {
        for (JsonElement item : array.getAsJsonArray("values")) {
          values.add(fromFirestore(item.getAsJsonObject()));
        }
      }
      JsonObject list = new JsonObject();
      list.add("values", values);
      value.add("list_value", list);
    } else {
      throw new IllegalArgumentException("unknown Firestore value " + firestore);
    }
    return value;
  }

  private static JsonObject ok(long id) {
    JsonObject response = new JsonObject();
    response.addProperty("id", id);
    response.addProperty("status", "ok");
    return response;
  }

  private synchronized void send(JsonObject message) {
    out.println(message.toString());
    out.flush();
  }
}
