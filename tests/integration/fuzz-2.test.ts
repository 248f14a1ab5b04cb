// Every operation fuzzed: this file takes share 2 of 2 (tests/integration/fuzz-suite.ts).
import { fuzzOperations } from "./fuzz-suite.ts";

fuzzOperations(2, 2);
