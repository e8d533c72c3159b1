/// The result of asking: an answer, or the end of the conversation.
public enum Asked<Answer> {
  case answer(Answer)
  case ended(ConsoleInput)
}
