// libedit's native API. el_set, el_get and history are variadic, which Swift cannot call, so
// these fixed-argument wrappers stand in for the calls LineEditor makes.
// Missing? `apt-get install libedit-dev pkg-config` (scripts/install-deps does it).
#include <histedit.h>
#include <stdio.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>

typedef char *(*ll_prompt_fn)(EditLine *);
typedef unsigned char (*ll_command_fn)(EditLine *, int);

static inline int ll_set_prompt(EditLine *el, ll_prompt_fn f) { return el_set(el, EL_PROMPT, f); }
static inline int ll_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int ll_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int ll_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *ll_get_clientdata(EditLine *el) {
  void *data = NULL;
  el_get(el, EL_CLIENTDATA, &data);
  return data;
}
static inline int ll_add_function(EditLine *el, const char *name, const char *help, ll_command_fn f) {
  return el_set(el, EL_ADDFN, name, help, f);
}
static inline int ll_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, NULL);
}
static inline int ll_history_size(History *h, HistEvent *ev, int n) { return history(h, ev, H_SETSIZE, n); }
static inline int ll_history_unique(History *h, HistEvent *ev, int on) { return history(h, ev, H_SETUNIQUE, on); }
static inline int ll_history_enter(History *h, HistEvent *ev, const char *line) { return history(h, ev, H_ENTER, line); }
static inline int ll_history_load(History *h, HistEvent *ev, const char *file) { return history(h, ev, H_LOAD, file); }
static inline int ll_history_save(History *h, HistEvent *ev, const char *file) { return history(h, ev, H_SAVE, file); }

/// Ctrl-C: a handler that only notes it, installed without SA_RESTART, so that el_gets returns
/// and the shell can drop the line instead of dying. The note tells an interrupted read from
/// the end of the input: libedit ends a Ctrl-R search that a Ctrl-C interrupts as if the input
/// had ended, with no EINTR to say otherwise.
static volatile sig_atomic_t ll_interrupted = 0;
static void ll_ignore_signal(int signal) { (void)signal; ll_interrupted = 1; }
static inline void ll_clear_interrupted(void) { ll_interrupted = 0; }
static inline int ll_was_interrupted(void) { return ll_interrupted != 0; }
/// SIGINT is also unblocked: a blocked mask is inherited across exec (a test runner's, passed
/// on through a tmux server), and a blocked Ctrl-C would wait unseen in a Ctrl-R search.
static inline int ll_catch_interrupts(void) {
  struct sigaction action;
  action.sa_handler = ll_ignore_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  sigset_t interrupt;
  sigemptyset(&interrupt);
  sigaddset(&interrupt, SIGINT);
  sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
  return sigaction(SIGINT, &action, NULL);
}

/// el_init on the standard streams (Swift 6 will not read the C globals `stdin`/`stdout`).
static inline EditLine *ll_init(const char *program) { return el_init(program, stdin, stdout, stderr); }
/// The locale's character set, such as "UTF-8".
static inline const char *ll_codeset(void) { return nl_langinfo(CODESET); }
