# bash completion for wordgames, from its command declarations; do not edit.
_wordgames() {
  local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "hangman evil ghost codebreaker stats settings words define challenge join help --help --version" -- "$current"))
    return
  fi
  case "${COMP_WORDS[1]}" in
    hangman)
      case "$previous" in
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --words) COMPREPLY=($(compgen -f -- "$current")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--length --min-length --max-length --guesses --difficulty --phrases --two-player --host --port --bind --idle --lang --words --seed --new --color --transcript --plain --challenge --help" -- "$current")) ;;
    evil)
      case "$previous" in
        --strategy) COMPREPLY=($(compgen -W "largest cautious lookahead planner" -- "$current")); return ;;
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --words) COMPREPLY=($(compgen -f -- "$current")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--length --guesses --strategy --show-remaining --lang --words --seed --new --color --transcript --plain --challenge --help" -- "$current")) ;;
    ghost)
      case "$previous" in
        --computer) COMPREPLY=($(compgen -W "easy perfect" -- "$current")); return ;;
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --words) COMPREPLY=($(compgen -f -- "$current")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--players --computer --match --super --solve --crib --host --port --bind --idle --lang --words --seed --new --color --transcript --plain --help" -- "$current")) ;;
    codebreaker)
      case "$previous" in
        --palette) COMPREPLY=($(compgen -W "standard colorblind" -- "$current")); return ;;
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --words) COMPREPLY=($(compgen -f -- "$current")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
        resume|delete) COMPREPLY=($(compgen -W "$(wordgames codebreaker list --numbers --limit 1000 2>/dev/null)" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "list resume delete --length --attempts --hard --daily --evil --emoji --palette --lang --words --seed --new --color --transcript --plain --challenge --help" -- "$current")) ;;
    stats)
      case "$previous" in
        --game) COMPREPLY=($(compgen -W "hangman evil ghost codebreaker" -- "$current")); return ;;
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--game --length --guesses --difficulty --lang --since --challenges --summary --json --color --help" -- "$current")) ;;
    settings)
      case "$previous" in
        get|set|reset) COMPREPLY=($(compgen -W "color transcript plain meanings hangman.min-length hangman.max-length hangman.guesses hangman.difficulty evil.length evil.guesses evil.strategy evil.show-remaining ghost.super ghost.language codebreaker.length codebreaker.attempts codebreaker.hard codebreaker.emoji codebreaker.palette" -- "$current")); return ;;
        codebreaker.emoji) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        codebreaker.hard) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        codebreaker.palette) COMPREPLY=($(compgen -W "standard colorblind" -- "$current")); return ;;
        color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
        evil.show-remaining) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        evil.strategy) COMPREPLY=($(compgen -W "largest cautious lookahead planner" -- "$current")); return ;;
        ghost.language) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        ghost.super) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        meanings) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        plain) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
        transcript) COMPREPLY=($(compgen -W "on off" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "list get set reset --help" -- "$current")) ;;
    words)
      case "$previous" in
        --lang) COMPREPLY=($(compgen -W "en nl de fr es" -- "$current")); return ;;
        --words) COMPREPLY=($(compgen -f -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--lang --words --phrases --help" -- "$current")) ;;
    define)
      case "$previous" in
      esac
      COMPREPLY=($(compgen -W "--help" -- "$current")) ;;
    challenge)
      case "$previous" in
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--color --transcript --plain --help" -- "$current")) ;;
    join)
      case "$previous" in
      esac
      COMPREPLY=($(compgen -W "--help" -- "$current")) ;;
    help)
      case "$previous" in
        help) COMPREPLY=($(compgen -W "hangman evil ghost codebreaker stats settings words define challenge join help" -- "$current")); return ;;
      esac
      COMPREPLY=($(compgen -W "--help" -- "$current")) ;;
  esac
}
complete -F _wordgames wordgames
