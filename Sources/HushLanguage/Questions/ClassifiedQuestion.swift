import HushDomain

/// A classification: a question, or the next nap, which the nap forecast already answers.
enum ClassifiedQuestion {
    case question(Question)
    case nextNap
}
