# Computes the `expected` blocks of the orthogonal fixtures in this folder with plain R arithmetic on Taguchi's
# tables typed in by hand (not generated), checked against aov(). Run: Rscript make-expected.R > expected.json
num <- function(x) if (is.na(x)) "null" else sprintf("%.17g", x)
vec <- function(x) paste0("[", paste(sapply(x, num), collapse = ", "), "]")
str <- function(x) paste0("\"", x, "\"")

analyse <- function(id, M, assign, y) {
  N <- length(y); T <- sum(y); CT <- T^2 / N
  cols <- character(0); factors <- character(0); ranking <- numeric(0); names(ranking) <- character(0)
  err_ss <- 0; err_df <- 0; err_cols <- integer(0); fac_rows <- list()
  for (j in seq_len(ncol(M))) {
    L <- max(M[, j]); r <- N / L
    K <- sapply(1:L, function(l) sum(y[M[, j] == l])); kbar <- K / r
    SS <- sum(K^2) / r - T^2 / N; df <- L - 1
    empty <- assign[j] == "(empty)"
    cols <- c(cols, paste0("{\"column\": ", j, ", \"assigned\": ", str(if (empty) "empty" else assign[j]),
      ", \"K\": ", vec(K), ", \"kbar\": ", vec(kbar), ", \"R_kbar\": ", num(max(kbar) - min(kbar)),
      ", \"R_K\": ", num(max(K) - min(K)),
      ", \"best_level_larger_is_better\": ", if (empty) "null" else which.max(kbar),
      ", \"best_level_smaller_is_better\": ", if (empty) "null" else which.min(kbar),
      ", \"ss\": ", num(SS), ", \"df\": ", df, "}"))
    if (empty) { err_ss <- err_ss + SS; err_df <- err_df + df; err_cols <- c(err_cols, j) }
    else { ranking[assign[j]] <- max(kbar) - min(kbar); fac_rows[[assign[j]]] <- list(j = j, ss = SS, df = df, best = which.max(kbar)) }
  }
  mse <- err_ss / err_df
  anova <- sapply(names(fac_rows), function(f) { a <- fac_rows[[f]]; ms <- a$ss / a$df; F <- ms / mse
    paste0("{\"factor\": ", str(f), ", \"column\": ", a$j, ", \"ss\": ", num(a$ss), ", \"df\": ", a$df, ", \"ms\": ", num(ms),
      ", \"f\": ", num(F), ", \"p\": ", num(pf(F, a$df, err_df, lower.tail = FALSE)), "}") })
  # Cross-check with aov(): the factors' SS and the residual (the empty columns) agree.
  d <- data.frame(y = y); for (f in names(fac_rows)) d[[f]] <- factor(M[, fac_rows[[f]]$j])
  fit <- summary(aov(as.formula(paste("y ~", paste(names(fac_rows), collapse = " + "))), data = d))[[1]]
  stopifnot(all(abs(fit[names(fac_rows), "Sum Sq"] - sapply(fac_rows, `[[`, "ss")) < 1e-9 * T^2 / N))
  stopifnot(abs(fit["Residuals", "Sum Sq"] - err_ss) < 1e-9 * T^2 / N)
  ord <- names(sort(ranking, decreasing = TRUE))
  cat(paste0("\"", id, "\": {\"T\": ", num(T), ", \"grand_mean\": ", num(T / N), ", \"correction_term_CT\": ", num(CT),
    ", \"SS_total\": ", num(sum(y^2) - CT), ", \"df_total\": ", N - 1,
    ", \"columns\": [", paste(cols, collapse = ", "), "]",
    ", \"ranking_by_range\": [", paste(str(ord), collapse = ", "), "]",
    ", \"optimal_combination_larger_is_better\": {", paste0(str(names(fac_rows)), ": ", sapply(fac_rows, `[[`, "best"), collapse = ", "), "}",
    ", \"anova\": {\"factors\": [", paste(anova, collapse = ", "), "], \"error\": {\"columns\": [", paste(err_cols, collapse = ", "),
    "], \"ss\": ", num(err_ss), ", \"df\": ", err_df, ", \"ms\": ", num(mse), "}, \"total\": {\"ss\": ", num(sum(y^2) - CT),
    ", \"df\": ", N - 1, "}}}"))
}

# Taguchi's L16(4^5), as printed.
L16_4 <- matrix(c(
  1,1,1,1,1, 1,2,2,2,2, 1,3,3,3,3, 1,4,4,4,4,
  2,1,2,3,4, 2,2,1,4,3, 2,3,4,1,2, 2,4,3,2,1,
  3,1,3,4,2, 3,2,4,3,1, 3,3,1,2,4, 3,4,2,1,3,
  4,1,4,2,3, 4,2,3,1,4, 4,3,2,4,1, 4,4,1,3,2), ncol = 5, byrow = TRUE)
# Taguchi's L8(4^1 x 2^4), as printed.
L8_4 <- matrix(c(
  1,1,1,1,1, 1,2,2,2,2, 2,1,1,2,2, 2,2,2,1,1,
  3,1,2,1,2, 3,2,1,2,1, 4,1,2,2,1, 4,2,1,1,2), ncol = 5, byrow = TRUE)

cat("{")
analyse("orthogonal_L16_4level_4factors", L16_4, c("A", "B", "C", "D", "(empty)"),
  c(72.1, 75.3, 78.0, 74.6, 76.8, 80.2, 77.5, 73.9, 79.4, 82.7, 81.0, 78.3, 75.6, 79.9, 83.4, 80.5))
cat(", ")
analyse("orthogonal_L8_mixed_4x2", L8_4, c("A", "B", "C", "(empty)", "D"),
  c(15.2, 17.8, 16.4, 18.9, 20.1, 19.3, 17.6, 21.4))
cat("}\n")
