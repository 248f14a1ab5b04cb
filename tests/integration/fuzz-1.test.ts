// Every operation fuzzed: this file takes share 1 of 2 (tests/integration/fuzz-suite.ts).
import { fuzzOperations } from "./fuzz-suite.ts";

fuzzOperations(1, 2);
