export * from "./password-rule";
