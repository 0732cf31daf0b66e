// The kiwi side of scripts/bench: the solver anchor's workloads on kiwi's C++ solver.
// kiwi itself is not part of this repository: scripts/bench downloads the kiwisolver source
// distribution into .bench/ and compiles this file against its headers.
//
// Usage: kiwi_bench enaml DATAFILE | b2 N | b1 N | grid R
// Prints `figure WORKLOAD SIZE OP MILLISECONDS` and `check WORKLOAD SIZE NAME VALUE` lines,
// the same protocol as the Swift side (Benchmarks/SolverBench).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace kiwi;
using Clock = std::chrono::steady_clock;

static double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static void figure(const char* w, const std::string& size, const char* op, double ms) {
  std::printf("figure %s %s %s %.6f\n", w, size.c_str(), op, ms);
}

static void check(const char* w, const std::string& size, const char* name, double value) {
  std::printf("check %s %s %s %.4f\n", w, size.c_str(), name, value);
}

// ---- (a) enaml-like -------------------------------------------------------------------------

struct EnamlLine {
  RelationalOperator op;
  double strength;
  double constant;
  std::vector<std::pair<double, int>> terms;
};

// The three timed phases, kept out of line so that callgrind can count each one's instructions.
__attribute__((noinline)) static void enaml_build(Solver& solver, std::vector<Variable>& vars,
                                                  std::vector<Constraint>& cns) {
  solver.addEditVariable(vars[0], strength::strong);
  solver.addEditVariable(vars[1], strength::strong);
  for (auto& c : cns) solver.addConstraint(c);
}

__attribute__((noinline)) static void enaml_resize(Solver& solver, std::vector<Variable>& vars,
                                                   double width, double height) {
  solver.suggestValue(vars[0], width);
  solver.suggestValue(vars[1], height);
  solver.updateVariables();
}

__attribute__((noinline)) static void enaml_remove(Solver& solver, std::vector<Variable>& vars,
                                                   std::vector<Constraint>& cns) {
  for (auto& c : cns) solver.removeConstraint(c);
  solver.removeEditVariable(vars[0]);
  solver.removeEditVariable(vars[1]);
}

static int enaml(const char* path) {
  std::map<std::string, double> strengths = {
      {"required", strength::required}, {"strong", strength::strong},
      {"medium", strength::medium},     {"weak", strength::weak},
      {"mmedium", strength::create(0, 1, 0, 1.25)}, {"smedium", strength::create(0, 100, 0)}};
  std::ifstream in(path);
  if (!in) { std::fprintf(stderr, "cannot read %s\n", path); return 2; }
  std::map<std::string, int> index = {{"width", 0}, {"height", 1}};
  int nvars = 2;
  std::vector<EnamlLine> lines;
  std::string text;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream fields(text);
    std::string op, strength, term;
    EnamlLine line;
    fields >> op >> strength >> line.constant;
    line.op = op == "==" ? OP_EQ : op == "<=" ? OP_LE : OP_GE;
    line.strength = strengths.at(strength);
    while (fields >> term) {
      size_t star = term.find('*');
      std::string name = term.substr(star + 1);
      if (!index.count(name)) index[name] = nvars++;
      line.terms.push_back({std::stod(term.substr(0, star)), index[name]});
    }
    lines.push_back(line);
  }
  const double sizes[6][2] = {{400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400}};
  std::vector<double> builds, cycles, removes;
  const char* reps_env = std::getenv("BENCH_REPS");
  int reps = reps_env ? std::atoi(reps_env) : 40;
  for (int rep = 0; rep < reps; ++rep) {
    std::vector<Variable> vars;
    for (int i = 0; i < nvars; ++i) vars.emplace_back();
    std::vector<Constraint> cns;
    for (auto& l : lines) {
      std::vector<Term> terms;
      for (auto& t : l.terms) terms.emplace_back(vars[t.second], t.first);
      cns.emplace_back(Expression(terms, l.constant), l.op, l.strength);
    }
    Solver solver;
    auto t0 = Clock::now();
    enaml_build(solver, vars, cns);
    builds.push_back(ms_since(t0));
    for (int round = 0; round < 20; ++round) {
      for (int s = 0; s < 6; ++s) {
        auto t1 = Clock::now();
        enaml_resize(solver, vars, sizes[s][0], sizes[s][1]);
        cycles.push_back(ms_since(t1));
        if (rep == 0 && round == 0) {
          double sum = 0;
          for (auto& v : vars) sum += v.value();
          char name[32];
          std::snprintf(name, sizeof name, "sum%dx%d", (int)sizes[s][0], (int)sizes[s][1]);
          check("enaml", "111", name, sum);
        }
      }
    }
    auto t2 = Clock::now();
    enaml_remove(solver, vars, cns);
    removes.push_back(ms_since(t2));
  }
  figure("enaml", "111", "build", median(builds));
  figure("enaml", "111", "resize-cycle", median(cycles));
  figure("enaml", "111", "remove-all", median(removes));
  return 0;
}

// ---- (b) chains -----------------------------------------------------------------------------

static int chain(bool b1, int n) {
  const char* w = b1 ? "b1" : "b2";
  std::string size = std::to_string(n);
  std::vector<Variable> v(n);
  Solver solver;
  auto t0 = Clock::now();
  if (b1) {
    for (int i = 0; i < n; ++i) {
      if (i > 0) solver.addConstraint(Constraint(v[i] == v[i - 1] + 10));
      solver.addConstraint(Constraint(v[i] == 10.0 * i) | strength::weak);
    }
  } else {
    solver.addConstraint(Constraint(v[0] == 0) | strength::weak);
    for (int i = 1; i < n; ++i) solver.addConstraint(Constraint(v[i] == v[i - 1] + 10));
  }
  figure(w, size, "build", ms_since(t0));
  solver.updateVariables();
  double sum = 0;
  for (auto& x : v) sum += x.value();
  check(w, size, "sum", sum);
  auto t1 = Clock::now();
  solver.addEditVariable(v[0], strength::strong);
  figure(w, size, "add-edit", ms_since(t1));
  std::vector<double> cycles;
  for (int i = 0; i < 200; ++i) {
    auto t2 = Clock::now();
    solver.suggestValue(v[0], i % 2 ? 100 : 200);
    solver.updateVariables();
    cycles.push_back(ms_since(t2));
  }
  figure(w, size, "cycle", median(cycles));
  check(w, size, "last", v[n - 1].value());
  auto t3 = Clock::now();
  solver.removeEditVariable(v[0]);
  figure(w, size, "remove-edit", ms_since(t3));
  return 0;
}

// ---- (c) grid -------------------------------------------------------------------------------

struct Box { Variable left, top, width, height; };

static int grid(int r) {
  std::string size = std::to_string(r);
  Solver solver;
  Box t;
  std::vector<Box> cells(r);
  std::vector<Box> subs(3 * r);
  std::vector<Constraint> heights;
  const double strong = strength::strong;
  auto t0 = Clock::now();
  solver.addConstraint(t.left == 0);
  solver.addConstraint(t.top == 0);
  solver.addConstraint(t.width == 375);
  for (int i = 0; i < r; ++i) {
    Box& c = cells[i];
    solver.addConstraint(c.left == t.left + 8);
    solver.addConstraint((c.width == t.width - 16) | strength::medium);
    solver.addConstraint(c.left + c.width <= t.left + t.width - 8);
    if (i == 0) solver.addConstraint(c.top == t.top + 8);
    else solver.addConstraint(c.top == cells[i - 1].top + cells[i - 1].height + 8);
    Constraint h = (c.height == 44) | strong;
    solver.addConstraint(h);
    heights.push_back(h);
    Box* s = &subs[3 * i];
    for (int j = 0; j < 3; ++j) {
      solver.addConstraint(s[j].top == c.top + 8);
      solver.addConstraint(s[j].top + s[j].height <= c.top + c.height - 8);
      solver.addConstraint((s[j].height == 28) | strong);
    }
    solver.addConstraint(s[0].left == c.left + 8);
    solver.addConstraint(s[1].left == s[0].left + s[0].width + 8);
    solver.addConstraint(s[2].left == s[1].left + s[1].width + 8);
    solver.addConstraint(c.left + c.width == s[2].left + s[2].width + 8);
    solver.addConstraint((s[0].width == 60) | strong);
    solver.addConstraint((s[2].width == 80) | strong);
    solver.addConstraint((s[1].width == 100) | strength::weak);
    solver.addConstraint(s[1].width >= 0);
  }
  solver.addConstraint(t.height == cells[r - 1].top + cells[r - 1].height + 8);
  figure("grid", size, "build", ms_since(t0));
  solver.updateVariables();
  check("grid", size, "tableHeight", t.height.value());
  double middles = 0;
  for (int i = 0; i < r; ++i) middles += subs[3 * i + 1].width.value();
  check("grid", size, "middleWidths", middles);
  int k = r / 2;
  solver.addEditVariable(cells[k].width, strong);
  std::vector<double> cycles;
  solver.suggestValue(cells[k].width, 200);
  solver.updateVariables();
  for (int i = 0; i < 200; ++i) {
    auto t1 = Clock::now();
    solver.suggestValue(cells[k].width, i % 2 ? 200 : 300);
    solver.updateVariables();
    cycles.push_back(ms_since(t1));
  }
  figure("grid", size, "edit-cycle", median(cycles));
  check("grid", size, "editedMiddle", subs[3 * k + 1].width.value());
  solver.removeEditVariable(cells[k].width);
  auto t2 = Clock::now();
  solver.removeConstraint(heights[k]);
  solver.addConstraint((cells[k].height == 60) | strong);
  solver.updateVariables();
  figure("grid", size, "replace", ms_since(t2));
  check("grid", size, "tableHeightAfterReplace", t.height.value());
  return 0;
}

int main(int argc, char** argv) {
  if (argc < 3) { std::fprintf(stderr, "usage: kiwi_bench enaml FILE | b1 N | b2 N | grid R\n"); return 2; }
  std::string w = argv[1];
  if (w == "enaml") return enaml(argv[2]);
  if (w == "b1") return chain(true, std::atoi(argv[2]));
  if (w == "b2") return chain(false, std::atoi(argv[2]));
  if (w == "grid") return grid(std::atoi(argv[2]));
  std::fprintf(stderr, "unknown workload %s\n", w.c_str());
  return 2;
}
